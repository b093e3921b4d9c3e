import { randomUUID } from "node:crypto";
import type { AuditEvent, AuditLog, Source } from "./audit-log.ts";

/** One run's events in the audit log, under one run id. */
export interface Trail {
  readonly run: string;
  /** The command as the person gave it, when there is one. */
  readonly command?: string;
  record(event: AuditEvent["event"], fields: Record<string, unknown>): void;
}

/** A trail that writes nowhere (tests and callers that keep no log). */
export const noTrail: Trail = { run: "none", record: () => undefined };

/** Starts a run in the log: its id, and the command as the person gave it (when there is one). */
export function startTrail(log: AuditLog, source: Source, command?: string, run: string = randomUUID()): Trail {
  const trail = {
    run,
    ...(command === undefined ? {} : { command }),
    record: (event: AuditEvent["event"], fields: Record<string, unknown>) => log.record(run, event, fields),
  };
  if (command !== undefined) trail.record("command", { source, text: command });
  return trail;
}
