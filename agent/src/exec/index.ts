export { executeEnvelope, checkPlan, rejected, approvalsFor } from "./executor.ts";
export { personApprover } from "./approval.ts";
export { createRunner, type Runner, type RunOptions } from "./runner.ts";
export { readSnapshot } from "./snapshot.ts";
export type {
  ApprovalAnswer,
  ApprovalRequest,
  Approver,
  ExecContext,
  ExecResult,
  SpoonChannel,
  Step,
} from "./types.ts";
