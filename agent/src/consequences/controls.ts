import { plainLine } from "../util/index.ts";
import type { ApprovalRequest } from "./types.ts";

/** Words on a control that make pressing it consequential: it quits, closes, deletes, sends or pays. */
const CONSEQUENTIAL_WORDS = [
  "quit",
  "close",
  "delete",
  "remove",
  "erase",
  "discard",
  "send",
  "post",
  "publish",
  "buy",
  "pay",
  "purchase",
  "place order",
  "checkout",
  "transfer",
  "empty trash",
  "sign out",
  "log out",
  "uninstall",
  "unsubscribe",
];
const WORDS = CONSEQUENTIAL_WORDS.join("|");
/** A control's own title starts with the word ("Delete", "Send now"). */
const TITLE = new RegExp(`^\\s*(${WORDS})\\b`, "i");
/** A person's or model's description of a control has it anywhere ("the red Delete button"). */
const DESCRIPTION = new RegExp(`\\b(${WORDS})\\b`, "i");

/** The question before pressing a control whose title says it quits, closes, deletes, sends or pays. */
export function controlApproval(title: string, role = "control", who = "Claude"): ApprovalRequest | undefined {
  if (!TITLE.test(title)) return undefined;
  const shown = plainLine(title);
  return { title: `Click "${shown}"?`, detail: `${who} wants to click "${shown}" (${role}).` };
}

/** True when a description of a control names a consequential one ("the Send button"). */
export const describesConsequential = (description: string) => DESCRIPTION.test(description);
