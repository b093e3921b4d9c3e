export { DESKTOP_COMMANDS, type DesktopCommand } from "./desktop-commands.ts";
export {
  asks,
  CANCELLED_STEP,
  cancelledStep,
  unapproved,
  readsNoWindows,
  defineCommand,
  done,
  effectOf,
  failed,
  failedWith,
  modelText,
  type ApprovalAnswer,
  type ApprovalRequest,
  type Approver,
  type CommandContext,
  type CommandDefinition,
  type Effect,
  type StepChoice,
  type StepOutcome,
  type Tier,
} from "./define.ts";
export { appNamed } from "./acts.ts";
export { AppName, commandType, PresetName, UrlText } from "./fields.ts";
export { presetApps } from "./activate-preset.ts";
export { isPlacing } from "./place-app.ts";
export type { Touch } from "../undo/index.ts";
