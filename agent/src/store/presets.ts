import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { describeIssues } from "../contract/issues.ts";
import { Preset } from "../contract/snapshot.ts";

const PresetFile = z.array(Preset);

/** The presets in `<home>/presets.json` (none when the file does not exist); a broken file is an error that names the problem. */
export function loadPresets(home: string): Preset[] {
  const path = join(home, "presets.json");
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${(error as Error).message}`);
  }
  const checked = PresetFile.safeParse(parsed);
  if (!checked.success) throw new Error(`${path}: ${describeIssues(checked.error)}`);
  return checked.data;
}
