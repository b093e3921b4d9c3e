export { AuditLog, readAudit, resultLogged, type AuditEvent, type AuditOptions, type Source } from "./audit-log.ts";
export { noTrail, startTrail, type RunSink, type Trail, type Turn } from "./trail.ts";
export {
  AGENT_GONE,
  AGENT_STOPPED,
  CLIENT_GONE,
  interruption,
  RunInterrupted,
  unfinishedRuns,
  type Logged,
  type UnfinishedRun,
} from "./interrupted.ts";
