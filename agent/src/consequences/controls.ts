import { plainLine } from "../util/index.ts";
import { consequentialWord, shownName } from "./names.ts";
import type { ApprovalRequest } from "./types.ts";

/**
 * The question before pressing a control whose title says it quits, closes, deletes, sends, pays or signs out
 * (names.ts: in English and the major languages, whatever its spelling: invisible characters, look-alike letters).
 */
export function controlApproval(title: string, role = "control", who = "Claude"): ApprovalRequest | undefined {
  if (consequentialWord(title, "app") === undefined) return undefined;
  const shown = plainLine(shownName(title));
  return { title: `Click "${shown}"?`, detail: `${who} wants to click "${shown}" (${role}).` };
}

/** True when a description of a control names a consequential one ("the Send button"). */
export const describesConsequential = (description: string) =>
  consequentialWord(description, "description") !== undefined;
