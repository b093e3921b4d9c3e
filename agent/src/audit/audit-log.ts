import { lstatSync, renameSync } from "node:fs";
import { basename, join } from "node:path";
import { InputError, messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { appendHomeFile, lastByteOf, NotAFile, problemWith, readHomeFile, withFileLock } from "../store/index.ts";
import { credentialsRemoved } from "../util/index.ts";

const log = createLogger("audit");

/** Where a command came from (the audit log says): the person's surfaces, their Lua, the CLI, or an MCP client. */
export type Source = "command bar" | "menubar" | "lua" | "cli" | "mcp";

/** One line of `<home>/audit.jsonl`: when, which run, what happened, and its fields. */
export interface AuditEvent {
  time: string;
  run: string;
  event: "command" | "plan" | "approval" | "step" | "action" | "result";
  [field: string]: unknown;
}

export interface AuditOptions {
  /** The file is rotated (audit.1.jsonl, ...) before it would grow past this. */
  maxBytes: number;
  /** Rotated files kept. */
  keep: number;
  /** Typed text is left out (its length stays) unless the person's config.json asks for it. */
  logTypedText: boolean;
  now?: () => Date;
}

const lengthOf = (text: string) => `[${[...text].length} characters]`;

/**
 * Typed text inside a step, an action or a planned page step's target, replaced by its length (config.json
 * audit.logTypedText keeps it).
 */
export function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, redacted(inner)]);
  const out = Object.fromEntries(entries) as Record<string, unknown>;
  const typed = out.type === "type_text" || out.type === "page_type" || out.action === "type";
  if (typed && typeof out.text === "string") out.text = lengthOf(out.text);
  const target = out.tool === "page_type" ? (out.target as { text?: unknown } | undefined) : undefined;
  if (typeof target?.text === "string") out.target = { ...target, text: lengthOf(target.text) };
  return out;
}

/**
 * `<home>/audit.jsonl`: every event a line of its own, appended in one write, so a crash loses at most
 * the line being written (a torn last line is skipped when read). Rotated by size.
 */
export class AuditLog {
  readonly path: string;
  /** Whether this log has checked for a line torn by an earlier crash (its own lines are always whole). */
  private checked = false;

  constructor(
    readonly home: string,
    private readonly options: AuditOptions,
  ) {
    this.path = join(home, "audit.jsonl");
  }

  /**
   * Appends the event. Writing the log never stops a command: a failure (a full disk, a folder made
   * read-only) is logged and the command goes on; one to rotate it is logged and the event still written.
   */
  record(run: string, event: AuditEvent["event"], fields: Record<string, unknown>): AuditEvent {
    const time = (this.options.now?.() ?? new Date()).toISOString();
    const written = { time, run, event, ...this.shown(fields) };
    const line = `${JSON.stringify(written)}\n`;
    this.rotateBefore(Buffer.byteLength(line));
    try {
      // After a torn line (a crash mid-write) the next event starts on a line of its own.
      const mend = !this.checked && endsTorn(this.path);
      this.checked = true;
      appendHomeFile(this.path, mend ? `\n${line}` : line);
    } catch (error) {
      log.warn("could not write the audit log", { path: this.path, error: messageOf(error) });
    }
    return written;
  }

  /** Fields as this log keeps them: typed text by its length unless config.json asks for it; never a credential. */
  shown<T>(fields: T): T {
    return credentialsRemoved(this.options.logTypedText ? fields : (redacted(fields) as T));
  }

  /**
   * Rotates the log when the line would grow it past its size, under the log's lock: the CLI and the agent share
   * it, and two rotating at once would drop a generation. Whoever comes second finds it small and leaves it.
   */
  private rotateBefore(adding: number): void {
    const full = () => sizeOf(this.path) + adding > this.options.maxBytes;
    if (!full()) return;
    try {
      withFileLock(this.path, () => full() && rotate(this.home, this.options.keep));
    } catch (error) {
      log.warn("could not rotate the audit log as it should; events are still written", {
        path: this.path,
        error: messageOf(error),
      });
    }
  }
}

const rotated = (home: string, n: number) => join(home, `audit.${n}.jsonl`);

/**
 * Shifts audit.jsonl to audit.1.jsonl, audit.1 to audit.2, …, the oldest dropped. A file that cannot move (a
 * folder in its place) is passed over, so the log is rotated and bounded still; the first such failure is thrown.
 */
function rotate(home: string, keep: number): void {
  let failure: unknown;
  const move = (from: string, to: string) => {
    try {
      renameSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT")
        failure ??= problemWith(to, `move ${basename(from)} to`, error);
    }
  };
  for (let n = keep - 1; n >= 1; n--) move(rotated(home, n), rotated(home, n + 1));
  move(join(home, "audit.jsonl"), rotated(home, 1));
  if (failure) throw failure;
}

/** Whether the file's last byte is not a newline (its last line was torn); never read through a link. */
function endsTorn(path: string): boolean {
  const last = lastByteOf(path);
  return last !== undefined && last !== 0x0a;
}

/** The file's own size (a link's, not what it points to); 0 when there is none. */
function sizeOf(path: string): number {
  try {
    return lstatSync(path).size;
  } catch {
    return 0;
  }
}

/**
 * Every event in `home`'s audit files, oldest first (rotated files, then the current one); lines that
 * are not whole events (a line torn by a crash) are counted and skipped.
 */
export function readAudit(home: string, keep = 9): { events: AuditEvent[]; skipped: number } {
  const files = [...Array.from({ length: keep }, (_, i) => rotated(home, keep - i)), join(home, "audit.jsonl")];
  const events: AuditEvent[] = [];
  let skipped = 0;
  for (const file of files)
    for (const line of readAuditFile(file).split("\n")) {
      if (line.trim() === "") continue;
      try {
        const event = JSON.parse(line) as AuditEvent;
        if (typeof event.time === "string" && typeof event.run === "string" && typeof event.event === "string")
          events.push(event);
        else skipped++;
      } catch {
        skipped++;
      }
    }
  return { events, skipped };
}

/**
 * One audit file's text ("" when there is none), never through a link or waiting on a FIFO; a file that cannot be
 * read is an InputError naming it and what to do.
 */
function readAuditFile(file: string): string {
  try {
    return readHomeFile(file) ?? "";
  } catch (error) {
    if (!(error instanceof NotAFile)) throw error;
    throw new InputError(
      `cannot read the audit log ${file}: ${error.problem}; move it aside and the next command starts a new log`,
    );
  }
}

/**
 * Whether the log already holds a result for `run` (a client recorded it before it went): the current file and the
 * one before it (a rotation since), searched as text, not parsed. A file that cannot be read holds none.
 */
export function resultLogged(home: string, run: string): boolean {
  // How record() writes an event: time, run, event first.
  const mark = `"run":${JSON.stringify(run)},"event":"result"`;
  return [join(home, "audit.jsonl"), rotated(home, 1)].some((file) => {
    try {
      return readHomeFile(file)?.includes(mark) ?? false;
    } catch {
      return false;
    }
  });
}
