import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import type { JournalEntry } from "./render.ts";

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

/** The runs with a report, newest first; a summary that does not parse is left out. */
export function listRuns(home: string): RunSummary[] {
  const dir = join(home, "runs");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      try {
        const parsed = RunSummary.safeParse(JSON.parse(readFileSync(join(dir, file), "utf8")));
        return parsed.success && existsSync(join(dir, `${parsed.data.name}.html`)) ? [parsed.data] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.started.localeCompare(a.started));
}
