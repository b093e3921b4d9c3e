import type { ApprovalRequest } from "../commands/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { ComputerAction } from "./computer-action.ts";

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
const CONSEQUENTIAL_TITLE = new RegExp(`^\\s*(${CONSEQUENTIAL_WORDS.join("|")})\\b`, "i");

const ALIASES: Record<string, string> = {
  super: "cmd",
  meta: "cmd",
  option: "alt",
  control: "ctrl",
  backspace: "delete",
};
const MODIFIER_ORDER = ["cmd", "ctrl", "alt", "shift", "fn"];

/** "Shift+Cmd+W" and "cmd+shift+w" alike: modifiers in one order, then the key. */
function normalized(chord: string): string {
  const parts = chord
    .toLowerCase()
    .split("+")
    .map((part) => ALIASES[part] ?? part);
  const key = parts.pop();
  parts.sort((a, b) => MODIFIER_ORDER.indexOf(a) - MODIFIER_ORDER.indexOf(b));
  return [...parts, key].join("+");
}

/**
 * The approval an action needs before it runs, if any (SPEC 7): a chord that quits or closes, or a
 * click on a control whose title says it quits, closes, deletes, sends or pays (read from the
 * accessibility tree at the point). The model can never approve: only the person can.
 */
export async function approvalForAction(
  action: ComputerAction,
  point: { x: number; y: number } | undefined,
  spoon: SpoonClient,
): Promise<ApprovalRequest | undefined> {
  if (action.action === "key") {
    const chord = normalized(action.text);
    const what = Object.entries(CONSEQUENTIAL_KEYS).find(([keys]) => normalized(keys) === chord)?.[1];
    return what
      ? { title: `Press ${action.text}?`, detail: `Claude wants to press ${action.text}: ${what}.` }
      : undefined;
  }
  if (!point || !action.action.endsWith("_click")) return undefined;
  const under = await spoon.call("element_at", point);
  const title = under.ok ? under.value.title : undefined;
  if (!title || !CONSEQUENTIAL_TITLE.test(title)) return undefined;
  return {
    title: `Click "${title}"?`,
    detail: `Claude wants to click "${title}" (${under.ok ? under.value.role : "control"}).`,
  };
}
