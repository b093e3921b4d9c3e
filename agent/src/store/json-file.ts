import { readFileSync } from "node:fs";
import type * as z from "zod";
import { describeIssues } from "../contract/issues.ts";

/** Why a JSON file could not be used; the message names the file and what was wrong. */
export class JsonFileError extends Error {}

/**
 * Reads a JSON file and checks it with a schema. A missing file gives `missing` when one is given;
 * every other problem (unreadable, not JSON, not the schema's shape) is a JsonFileError naming it.
 */
export function readJsonFile<T>(path: string, schema: z.ZodType<T>, what: string, missing?: () => T): T {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" && missing) return missing();
    throw new JsonFileError(`cannot read the ${what} ${path}: ${code ?? (error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new JsonFileError(`${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new JsonFileError(`${path} is not a valid ${what}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
