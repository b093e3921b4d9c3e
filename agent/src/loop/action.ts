import { describeIssues, locate, type Screenshot } from "../contract/index.ts";
import { ComputerAction } from "./computer-action.ts";
import type { Approver } from "../exec/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import { approvalForAction } from "./consequential.ts";

const CLICKS = {
  left_click: { button: "left", count: 1 },
  right_click: { button: "right", count: 1 },
  middle_click: { button: "middle", count: 1 },
  double_click: { button: "left", count: 2 },
  triple_click: { button: "left", count: 3 },
} as const;

/** xdotool-style names the model uses for keys → Hammerspoon's. */
const KEY_NAMES: Record<string, string> = {
  Return: "return",
  Enter: "return",
  KP_Enter: "padenter",
  Tab: "tab",
  Escape: "escape",
  BackSpace: "delete",
  Delete: "forwarddelete",
  space: "space",
  Up: "up",
  Down: "down",
  Left: "left",
  Right: "right",
  Home: "home",
  End: "end",
  Page_Up: "pageup",
  Page_Down: "pagedown",
};
const MODIFIER_NAMES: Record<string, string> = {
  ctrl: "ctrl",
  control: "ctrl",
  alt: "alt",
  option: "alt",
  shift: "shift",
  cmd: "cmd",
  super: "cmd",
  meta: "cmd",
};

export interface ActionOutcome {
  ok: boolean;
  /** The person said no (or nobody could): the run ends here. */
  stop?: boolean;
  /** What the model reads back: what happened, or why nothing did. */
  text: string;
}

/** "ctrl+shift+a" → Hammerspoon's key and modifiers, or why not. */
function keyChord(text: string): { key: string; modifiers: string[] } | string {
  const parts = text.split("+");
  const key = parts.pop()!;
  const modifiers = parts.map((part) => MODIFIER_NAMES[part.toLowerCase()]);
  if (modifiers.some((m) => m === undefined)) return `unknown modifier in "${text}"`;
  const name = KEY_NAMES[key] ?? key.toLowerCase();
  return { key: name, modifiers: modifiers as string[] };
}

/**
 * Does one action of the computer tool through the Spoon: pixels of the screenshot the model was sent
 * become global points by the one coordinate path (refused when outside the image or on no screen).
 */
export async function performAction(
  input: unknown,
  shot: Screenshot,
  spoon: SpoonClient,
  screens: { id: number; fullFrame: Screenshot["fullFrame"] }[],
  approve: Approver,
): Promise<ActionOutcome> {
  const parsed = ComputerAction.safeParse(input);
  if (!parsed.success) return { ok: false, text: `not an action this computer takes: ${describeIssues(parsed.error)}` };
  const action = parsed.data;
  const at = "coordinate" in action ? locate(shot, action.coordinate[0], action.coordinate[1], screens) : undefined;
  const request = await approvalForAction(action, at?.ok ? at.point : undefined, spoon);
  if (request) {
    const answer = await approve(request);
    if (!answer.approved)
      return { ok: false, stop: true, text: `not approved: ${request.title} (${answer.reason}); nothing was done` };
  }
  if (action.action === "screenshot") return { ok: true, text: "here is the screen" };
  if (action.action === "wait") return { ok: true, text: "waited" };
  if (action.action === "type") {
    const typed = await spoon.call("type_text", { text: action.text });
    return typed.ok
      ? { ok: true, text: `typed ${typed.value.typed} characters` }
      : { ok: false, text: typed.error.message };
  }
  if (action.action === "key") {
    const chord = keyChord(action.text);
    if (typeof chord === "string") return { ok: false, text: chord };
    const pressed = await spoon.call("press_key", chord);
    return pressed.ok ? { ok: true, text: `pressed ${action.text}` } : { ok: false, text: pressed.error.message };
  }
  const [px, py] = action.coordinate;
  const located = at!;
  if (!located.ok) return { ok: false, text: `${located.error}: nothing was done` };
  if (action.action === "scroll") {
    const amount = action.scroll_amount ?? 3;
    const scrolled = await spoon.call("scroll", { ...located.point, direction: action.scroll_direction, amount });
    if (!scrolled.ok) return { ok: false, text: scrolled.error.message };
    return { ok: true, text: `scrolled ${action.scroll_direction} ${amount} lines at ${px},${py}` };
  }
  const { button, count } = CLICKS[action.action];
  const clicked = await spoon.call("click", { ...located.point, button, count });
  if (!clicked.ok) return { ok: false, text: clicked.error.message };
  const front = clicked.value.window
    ? `${clicked.value.app}: ${clicked.value.window}`
    : (clicked.value.app ?? "nothing");
  return { ok: true, text: `${action.action} at ${px},${py}; in front: ${front}` };
}
