import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { findHomeFolder, readHomeFile } from "../store/index.ts";
import type { JournalEntry } from "./render.ts";

const log = createLogger("report");

/** What the history page lists of a run (`<home>/runs/<name>.json`). */
export const RunSummary = z.object({
  name: z.string(),
  command: z.string(),
  source: z.string().optional(),
  started: z.string(),
  success: z.boolean(),
  message: z.string(),
  calls: z.number().int(),
  costUsd: z.number().optional(),
  screenshots: z.number().int(),
});
export type RunSummary = z.infer<typeof RunSummary>;

export function summaryOf(name: string, entries: JournalEntry[]): RunSummary {
  const pick = (event: string) => entries.find((e) => e.event === event) as Record<string, unknown> | undefined;
  const command = pick("command");
  const result = entries.findLast((e) => e.event === "result") as Record<string, unknown> | undefined;
  const usage = (result?.usage ?? {}) as { calls?: number; costUsd?: number };
  const message = result?.message ?? result?.error ?? result?.clarification ?? "ended without a result";
  return {
    name,
    command: typeof command?.text === "string" ? command.text : "an envelope",
    ...(typeof command?.source === "string" ? { source: command.source } : {}),
    started: entries[0]!.time,
    success: result?.success === true,
    message: String(message),
    calls: usage.calls ?? 0,
    ...(usage.costUsd === undefined ? {} : { costUsd: usage.costUsd }),
    screenshots: entries.filter((e) => e.event === "turn").length,
  };
}

/**
 * The runs with a report, newest first; a summary that cannot be read or does not parse is left out
 * (logged). A runs folder that is a link or a file is an error naming it.
 */
export function listRuns(home: string): RunSummary[] {
  const dir = findHomeFolder(home, "runs");
  if (dir === undefined) return [];
  return readdirSync(dir)
    .filter((file) => /^[A-Za-z0-9-]{1,100}\.json$/.test(file))
    .flatMap((file) => {
      const name = file.slice(0, -".json".length);
      try {
        const parsed = RunSummary.safeParse(JSON.parse(readHomeFile(join(dir, file)) ?? "null"));
        return parsed.success && parsed.data.name === name && existsSync(join(dir, `${name}.html`))
          ? [parsed.data]
          : [];
      } catch (error) {
        log.warn("a run's summary could not be read", { file: join(dir, file), error: messageOf(error) });
        return [];
      }
    })
    .sort((a, b) => b.started.localeCompare(a.started));
}
