import { randomUUID } from "node:crypto";
import type { AuditEvent, AuditLog, Source } from "./audit-log.ts";

/** A model turn of the vision loop: the screenshot it looked at, what it said, and the actions that followed. */
export interface Turn {
  iteration: number;
  screenshot: { data: string; mediaType: string; image: { w: number; h: number } };
  reasoning: string;
  actions: { action: unknown; status: string; message: string }[];
  /** Milliseconds the turn took: the call and its actions. */
  ms: number;
}

/**
 * Where a run's whole story goes beyond the audit log (the run report): each event as logged, and the
 * model's turns with their screenshots. `finish` is told once the run's result is recorded.
 */
export interface RunSink {
  event(event: AuditEvent): void;
  turn(run: string, turn: Turn): void;
  finish(run: string): void;
}

/** One run's events in the audit log, under one run id. */
export interface Trail {
  readonly run: string;
  /** The command as the person gave it, when there is one. */
  readonly command?: string;
  record(event: AuditEvent["event"], fields: Record<string, unknown>): void;
  /** A model turn, for the run report (screenshots never go to the audit log). */
  turn(turn: Turn): void;
}

/** A trail that writes nowhere (tests and callers that keep no log). */
export const noTrail: Trail = { run: "none", record: () => undefined, turn: () => undefined };

/**
 * Starts a run in the log: its id, and the command as the person gave it (when there is one). With a
 * sink, every event and turn also goes to the run's report, written once the result is recorded.
 */
export function startTrail(
  log: AuditLog,
  source: Source,
  command?: string,
  run: string = randomUUID(),
  sink?: RunSink,
): Trail {
  const trail = {
    run,
    ...(command === undefined ? {} : { command }),
    record: (event: AuditEvent["event"], fields: Record<string, unknown>) => {
      // The process that starts a run ends it: while it runs, an agent starting up leaves the run open.
      const written = log.record(run, event, event === "command" ? { ...fields, pid: process.pid } : fields);
      if (!sink) return;
      sink.event(written);
      if (event === "result") sink.finish(run);
    },
    turn: (turn: Turn) => sink?.turn(run, log.shown(turn)),
  };
  if (command !== undefined) trail.record("command", { source, text: command });
  return trail;
}
