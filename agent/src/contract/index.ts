export * from "./commands/index.ts";
export {
  parseCommand,
  parseEnvelope,
  EnvelopeShape,
  type Envelope,
  type EnvelopeCheck,
  type Plan,
} from "./envelope.ts";
export { describeIssues } from "./issues.ts";
export * as snapshot from "./snapshot.ts";
export {
  DesktopState,
  Snapshot,
  type Frame,
  type Tab,
  type Window,
  type Screen,
  type App,
  type Preset,
} from "./snapshot.ts";
export * as wire from "./wire.ts";
