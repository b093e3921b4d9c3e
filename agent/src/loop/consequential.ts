import { elementApproval, type Act, type ApprovalRequest } from "../consequences/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { ComputerAction } from "./computer-action.ts";
import { keyChord } from "./keys.ts";

/** Actions that press what is under a point: every click, and the left button going down (a press). */
export const pressesAt = (action: ComputerAction) =>
  action.action.endsWith("_click") || action.action === "left_mouse_down";

/**
 * What an action does to the keyboard, for the consequence rules (`consequences/`): text typed, a key pressed
 * (held or repeated alike), in the Spoon's names. A key the Spoon does not know presses nothing.
 */
export function actsOf(action: ComputerAction): Act[] {
  if (action.action === "type") return [{ act: "type", text: action.text }];
  if (action.action !== "key" && action.action !== "hold_key") return [];
  const chord = keyChord(action.text);
  return typeof chord === "string" ? [] : [{ act: "key", chord }];
}

/**
 * The question before a press on a control that says it quits, closes, deletes, sends or pays: the element the
 * accessibility tree has at the point (the pointer's when no pixel was given), judged by its title, description
 * and identifier. The model can never approve: only the person can.
 */
export async function pressApproval(
  action: ComputerAction,
  point: { x: number; y: number } | undefined,
  spoon: SpoonClient,
): Promise<ApprovalRequest | undefined> {
  if (!point || !pressesAt(action)) return undefined;
  const under = await spoon.call("element_at", point);
  return under.ok ? elementApproval(under.value) : undefined;
}
