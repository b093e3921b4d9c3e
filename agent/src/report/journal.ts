import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AuditEvent, RunSink, Turn } from "../audit/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { renderReport, type JournalEntry } from "./render.ts";
import { listRuns, summaryOf } from "./summary.ts";

const log = createLogger("report");
/** Reports kept in `<home>/runs/`; older ones are removed as new ones are written. */
export const KEPT_REPORTS = 200;

/** A run id as a file name: ids from a client are checked, but a name is only ever letters, digits and dashes. */
export function reportName(run: string): string {
  return /^[A-Za-z0-9-]{1,100}$/.test(run) ? run : createHash("sha256").update(run).digest("hex").slice(0, 32);
}

export const runsDir = (home: string) => join(home, "runs");

/**
 * A run's journal, `<home>/runs/<run>.jsonl`: every event and model turn, appended whole by whichever
 * process saw it (the CLI and the agent share a home), turned into `<run>.html` and its summary
 * `<run>.json` once the result is in. Writing a report never stops a command: a failure is logged.
 */
export class RunJournal implements RunSink {
  private readonly dir: string;

  constructor(private readonly home: string) {
    this.dir = runsDir(home);
  }

  event(event: AuditEvent): void {
    this.append(event.run, event);
  }

  turn(run: string, turn: Turn): void {
    this.append(run, { time: new Date().toISOString(), run, event: "turn", ...turn });
  }

  finish(run: string): void {
    const name = reportName(run);
    try {
      const entries = this.entries(name);
      if (entries.length === 0) return;
      writeFileSync(join(this.dir, `${name}.html`), renderReport(entries), { mode: 0o600 });
      writeFileSync(join(this.dir, `${name}.json`), `${JSON.stringify(summaryOf(name, entries))}\n`, { mode: 0o600 });
      rmSync(join(this.dir, `${name}.jsonl`), { force: true });
      this.prune();
    } catch (error) {
      log.warn("could not write the run report", { run, error: messageOf(error) });
    }
  }

  private append(run: string, entry: JournalEntry): void {
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      appendFileSync(join(this.dir, `${reportName(run)}.jsonl`), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    } catch (error) {
      log.warn("could not keep the run's events for its report", { run, error: messageOf(error) });
    }
  }

  /** The journal's whole lines, in time order (two processes append to it). */
  private entries(name: string): JournalEntry[] {
    const lines = readFileSync(join(this.dir, `${name}.jsonl`), "utf8").split("\n");
    const entries = lines.flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as JournalEntry] : [];
      } catch {
        return [];
      }
    });
    return entries.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  }

  /**
   * Keeps the newest KEPT_REPORTS reports, and drops journals no result came for within a day (a run
   * whose process died, or an agent's steps that arrived after its client had finished the report).
   */
  private prune(): void {
    const files = readdirSync(this.dir);
    for (const run of listRuns(this.home).slice(KEPT_REPORTS))
      for (const ext of [".json", ".html"]) rmSync(join(this.dir, `${run.name}${ext}`), { force: true });
    const dayAgo = Date.now() - 86_400_000;
    for (const file of files.filter((f) => f.endsWith(".jsonl")))
      if (statSync(join(this.dir, file)).mtimeMs < dayAgo) rmSync(join(this.dir, file), { force: true });
  }
}
