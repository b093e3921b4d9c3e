import { chordApproval, controlApproval, type ApprovalRequest } from "../commands/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { ComputerAction } from "./computer-action.ts";

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
  if (action.action === "key") return chordApproval(action.text);
  if (!point || !action.action.endsWith("_click")) return undefined;
  const under = await spoon.call("element_at", point);
  if (!under.ok || !under.value.title) return undefined;
  return controlApproval(under.value.title, under.value.role);
}
