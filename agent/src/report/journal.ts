import { createHash } from "node:crypto";
import { lstatSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { AuditEvent, RunSink, Turn } from "../audit/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { appendHomeFile, homeFolder, readHomeFile, writeHomeFile } from "../store/index.ts";
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

/** The names of the files the product writes in `runs/`: a report name and its three kinds. */
const PRODUCT_FILE = /^[A-Za-z0-9-]{1,100}\.(html|json|jsonl)$/;

/**
 * A run's journal, `<home>/runs/<run>.jsonl`: every event and model turn, appended whole by whichever
 * process saw it (the CLI and the agent share a home), turned into `<run>.html` and its summary
 * `<run>.json` once the result is in. Writing a report never stops a command: a failure is logged.
 */
export class RunJournal implements RunSink {
  constructor(private readonly home: string) {}

  /** `<home>/runs`, made when missing; never through a link, never a file (both refused, naming it). */
  private get dir(): string {
    return homeFolder(this.home, "runs");
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
      const dir = this.dir;
      const entries = this.entries(dir, name);
      if (entries.length === 0) return;
      writeHomeFile(join(dir, `${name}.html`), renderReport(entries));
      writeHomeFile(join(dir, `${name}.json`), `${JSON.stringify(summaryOf(name, entries))}\n`);
      rmSync(join(dir, `${name}.jsonl`), { force: true });
      this.prune(dir);
    } catch (error) {
      log.warn("could not write the run report", { run, error: messageOf(error) });
    }
  }

  private append(run: string, entry: JournalEntry): void {
    try {
      appendHomeFile(join(this.dir, `${reportName(run)}.jsonl`), `${JSON.stringify(entry)}\n`);
    } catch (error) {
      log.warn("could not keep the run's events for its report", { run, error: messageOf(error) });
    }
  }

  /** The journal's whole lines, in time order (two processes append to it). */
  private entries(dir: string, name: string): JournalEntry[] {
    const lines = (readHomeFile(join(dir, `${name}.jsonl`)) ?? "").split("\n");
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
   * Only plain files named as the product names its own are ever removed, and only in `dir`.
   */
  private prune(dir: string): void {
    const ours = new Map(
      readdirSync(dir)
        .filter((file) => PRODUCT_FILE.test(file))
        .flatMap((file) => {
          const found = lstatSync(join(dir, file), { throwIfNoEntry: false });
          return found?.isFile() ? [[file, found.mtimeMs] as const] : [];
        }),
    );
    const remove = (file: string) => ours.has(file) && rmSync(join(dir, file), { force: true });
    // The summaries are read (to find the oldest runs) only once there are more than are kept.
    const summaries = [...ours.keys()].filter((file) => file.endsWith(".json")).length;
    if (summaries > KEPT_REPORTS)
      for (const run of listRuns(this.home).slice(KEPT_REPORTS))
        for (const ext of [".json", ".html"]) remove(`${run.name}${ext}`);
    const dayAgo = Date.now() - 86_400_000;
    for (const [file, modified] of ours) if (file.endsWith(".jsonl") && modified < dayAgo) remove(file);
  }
}
