/**
 * The contract between the Spoon and the agent, at the bottom of the Spoon: plain TypeScript (no Lua or
 * hs names), compiled into the Spoon and read by the agent, whose zod schemas in agent/src/contract are
 * proven equal to these types at compile time. Its files import each other with `.ts`, as Node needs.
 */
export type {
  AppInfo,
  DesktopScope,
  DesktopState,
  Frame,
  InstalledApp,
  ScreenInfo,
  SnapshotParams,
  TabInfo,
  WindowInfo,
} from "./desktop.ts";
export { DOCTOR_SECONDS, reportLines } from "./doctor.ts";
export type { DoctorReport, ProbedApp, ProbeMark, ProbeResult } from "./doctor.ts";
export { KEYS, MODIFIERS } from "./keys.ts";
export { OP_SECONDS } from "./ops.ts";
export type {
  AfterInput,
  AppParams,
  ApprovalAnswer,
  AreaElement,
  AxTarget,
  ClosedTabs,
  ListedApp,
  NoParams,
  OpName,
  OpParams,
  OpResult,
  OpSpec,
  Placed,
  PlaceParams,
  SpoonOps,
  TabIdentity,
  TabToReopen,
  WindowState,
} from "./ops.ts";
export { PAGE_TOKEN_HEADER, PROTOCOL_VERSION } from "./protocol.ts";
export { FRAMED, WELL_FORMED } from "./script-answer.ts";
export type {
  ErrorMessage,
  FailedResponseMessage,
  HelloMessage,
  OkResponseMessage,
  Params,
  Reply,
  RequestMessage,
  ResponseMessage,
  WelcomeMessage,
  WireError,
  WireErrorCode,
  WireMessage,
  WireMessageType,
} from "./protocol.ts";
export type {
  AgentRequestName,
  AgentRequestParams,
  AgentRequestResult,
  AgentRequests,
  AppWithTools,
  AskAgent,
  CommandResult,
  MessageRequest,
  PersonalWord,
  RunSource,
  Usage,
  VisionQuestion,
} from "./requests.ts";
export type { Capture, Screenshot, Zoomed } from "./screenshot.ts";
export { SETTING_RANGES } from "./settings.ts";
export type { ClaudeSettings, RangedSetting, RunSettings, SettingRange } from "./settings.ts";
export { MESSAGE_SECONDS, RUN_SECONDS, WAITS } from "./waits.ts";
