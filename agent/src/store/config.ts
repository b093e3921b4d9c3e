import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { describeIssues } from "../contract/issues.ts";

/** `<home>/config.json`: every field optional; what is left out takes these defaults. */
export const Config = z.object({
  approval: z
    .object({
      closeTabsWithoutAsking: z.number().int().min(0).default(1).describe("Closing more tabs than this at once asks the person first"),
    })
    .prefault({}),
});
export type Config = z.infer<typeof Config>;

export function loadConfig(home: string): Config {
  const path = join(home, "config.json");
  let raw: unknown = {};
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw new Error(`${path}: ${(error as Error).message}`);
  }
  const parsed = Config.safeParse(raw);
  if (!parsed.success) throw new Error(`${path}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
