export { Bounds, Monitor } from "./fields.ts";
export { describeIssues } from "./issues.ts";
export * as snapshot from "./snapshot.ts";
export {
  DesktopScope,
  DesktopState,
  PersonalWord,
  Preset,
  Snapshot,
  TAB_BROWSER,
  type App,
  type Frame,
  type InstalledApp,
  type Placement,
  type Screen,
  type Tab,
  type Window,
} from "./snapshot.ts";
export * from "./wire.ts";
export {
  OP_SECONDS,
  PAGE_TOKEN_HEADER,
  reportLines,
  SPOON_OPS,
  type DoctorReport,
  type OpName,
  type OpParams,
  type OpResult,
  type Placed,
} from "./spoon-ops.ts";
export {
  AGENT_REQUESTS,
  ForwardedMessage,
  RunSettings,
  type AgentRequestName,
  type AgentRequestParams,
  type AgentRequestResult,
} from "./agent-requests.ts";
export { setting, type SettingsDisagreeing } from "./settings.ts";
export { CommandText, commandTooLong, MAX_COMMAND_CHARS, wellFormedText } from "./command-text.ts";
export type { Agreement } from "./agreement.ts";
export type { ClassicSchema } from "./classic-schema.ts";
export { appOperation, type AppOperation, type AppOperationsAgree } from "./app-operations.ts";
export * from "./capture.ts";
export * from "./vision.ts";
export * from "./keys.ts";
export { PageAnswerSchema, PageRequestSchema, type PageAnswer, type PageRequest } from "./page-answers.ts";
