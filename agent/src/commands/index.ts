export {
  COMMANDS,
  COMMAND_TYPES,
  commandDefinition,
  isCommandType,
  type Command,
  type CommandOf,
  type CommandType,
} from "./registry.ts";
export {
  defineCommand,
  done,
  failed,
  failedWith,
  modelText,
  type ApprovalAnswer,
  type ApprovalRequest,
  type Approver,
  type CommandContext,
  type CommandDefinition,
  type StepOutcome,
} from "./define.ts";
export {
  parseCommand,
  parseEnvelope,
  EnvelopeShape,
  MAX_ENVELOPE_DEPTH,
  tooDeep,
  type Envelope,
  type EnvelopeCheck,
  type Plan,
} from "./envelope.ts";
export { approvalFor, approvalsFor, checkPlan, inputActs, oneQuestion } from "./check.ts";
export { AppName, TabIndex } from "./fields.ts";
