import { chordApproval, controlApproval, type ApprovalRequest } from "../commands/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { ComputerAction } from "./computer-action.ts";
import { keyChord } from "./keys.ts";

/** Actions that press what is under a point: every click, and the left button going down (a press). */
export const pressesAt = (action: ComputerAction) =>
  action.action.endsWith("_click") || action.action === "left_mouse_down";

/**
 * The approval an action needs before it runs, if any (SPEC 7): a chord that quits or closes (typed or
 * held), or a press on a control whose title says it quits, closes, deletes, sends or pays (read from
 * the accessibility tree at the point, the pointer's when no pixel was given). The model can never
 * approve: only the person can.
 */
export async function approvalForAction(
  action: ComputerAction,
  point: { x: number; y: number } | undefined,
  spoon: SpoonClient,
): Promise<ApprovalRequest | undefined> {
  if (action.action === "key" || action.action === "hold_key") {
    const chord = keyChord(action.text);
    return typeof chord === "string" ? undefined : chordApproval([...chord.modifiers, chord.key].join("+"));
  }
  if (!point || !pressesAt(action)) return undefined;
  const under = await spoon.call("element_at", point);
  if (!under.ok || !under.value.title) return undefined;
  return controlApproval(under.value.title, under.value.role);
}
