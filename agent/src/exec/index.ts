export { executePlan, rejected } from "./executor.ts";
export { answeredAs, personApprover, type Answered, type TerminalIo } from "./approval.ts";
export { readSnapshot } from "./snapshot.ts";
export type { ApprovalAnswer, Approver, ExecResult, Step } from "./types.ts";
