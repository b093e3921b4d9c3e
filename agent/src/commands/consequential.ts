import type { ApprovalRequest } from "./define.ts";
import { plainLine } from "../util/index.ts";

/** Key chords that quit, close or delete: asked for before they are pressed, even inside a batch. */
const CONSEQUENTIAL_KEYS: Record<string, string> = {
  "cmd+q": "quit the app in front",
  "cmd+w": "close the window or tab in front",
  "cmd+shift+w": "close the window in front",
  "cmd+alt+w": "close every window of the app in front",
  "cmd+delete": "move the selection to the Trash",
  "cmd+shift+delete": "empty the Trash",
  "cmd+alt+escape": "force quit an app",
};

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

const ALIASES: Record<string, string> = {
  command: "cmd",
  super: "cmd",
  meta: "cmd",
  option: "alt",
  opt: "alt",
  control: "ctrl",
  backspace: "delete",
};
const MODIFIER_ORDER = ["cmd", "ctrl", "alt", "shift", "fn"];

/**
 * "Shift+Cmd+W", " command + shift+w" and "fn+cmd+shift+cmd+w" alike: each modifier once (fn does not
 * change what a chord does), in one order, then the key.
 */
function normalized(chord: string): string {
  const parts = chord
    .toLowerCase()
    .split("+")
    .map((part) => part.trim())
    .map((part) => ALIASES[part] ?? part);
  const key = parts.pop();
  const held = [...new Set(parts)].filter((part) => part !== "fn");
  held.sort((a, b) => MODIFIER_ORDER.indexOf(a) - MODIFIER_ORDER.indexOf(b));
  return [...held, key].join("+");
}

/** The question before pressing a chord that quits, closes or deletes ("cmd+q"); undefined for others. */
export function chordApproval(chord: string, who = "Claude"): ApprovalRequest | undefined {
  const wanted = normalized(chord);
  const what = Object.entries(CONSEQUENTIAL_KEYS).find(([keys]) => normalized(keys) === wanted)?.[1];
  return what ? { title: `Press ${chord}?`, detail: `${who} wants to press ${chord}: ${what}.` } : undefined;
}

/** The question before pressing a control whose title says it quits, closes, deletes, sends or pays. */
export function controlApproval(title: string, role = "control", who = "Claude"): ApprovalRequest | undefined {
  if (!TITLE.test(title)) return undefined;
  const shown = plainLine(title);
  return { title: `Click "${shown}"?`, detail: `${who} wants to click "${shown}" (${role}).` };
}

/** True when a description of a control names a consequential one ("the Send button"). */
export const describesConsequential = (description: string) => DESCRIPTION.test(description);
