export {
  COMMANDS,
  COMMAND_TYPES,
  commandDefinition,
  definitionOf,
  isCommandType,
  type Command,
  type CommandOf,
  type CommandType,
} from "./commands.ts";
export { RULES, planOffline, type Candidate, type PlannedEnvelope, type Rule } from "./rules.ts";
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
export { planWithClaude, PLAN_MAX_TOKENS } from "./claude-planner.ts";
export { PLAN_TOOL_NAME, SYSTEM_PROMPT } from "./claude-prompt.ts";
export { modelContext } from "./context.ts";
export {
  appOf,
  appsWithTools,
  asksBeforeWrites,
  deniedMessage,
  deniedStep,
  isAppTool,
  isDenied,
  isDeniedCommand,
  stepWords,
  tieredApproval,
} from "./app-tools.ts";
