import { readFileSync } from "node:fs";
import type * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { InputError } from "../errors/index.ts";
import { withoutByteOrderMark } from "../util/index.ts";
import { plainIssue } from "./file-issues.ts";

/**
 * Reads a JSON file and checks it with a schema. A missing file gives `missing` when one is given;
 * every other problem (unreadable, not JSON, not the schema's shape) is an InputError naming the file
 * and the field: "<path>: agent.maxIterations: must be at most 100 (got 500)".
 */
export function readJsonFile<T>(path: string, schema: z.ZodType<T>, what: string, missing?: () => T): T {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" && missing) return missing();
    throw new InputError(`cannot read the ${what} ${path}: ${code ?? (error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(withoutByteOrderMark(text));
  } catch (error) {
    throw new InputError(`${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw, { error: plainIssue });
  if (!parsed.success) throw new InputError(`${path}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
