export { executePlan, rejected } from "./executor.ts";
export { answeredAs, personApprover, RUN_WITH_YES, type Answered } from "./approval.ts";
export {
  askAtTerminal,
  onQuestionCancelled,
  processIo,
  questionCancelled,
  type TerminalIo,
} from "./terminal-question.ts";
export { readSnapshot } from "./snapshot.ts";
export type { ApprovalAnswer, Approver, ExecResult, Step } from "./types.ts";
export type { PageStep } from "../page/index.ts";
