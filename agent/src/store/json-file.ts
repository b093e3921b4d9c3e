import * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { InputError } from "../errors/index.ts";
import { plainLine, withoutByteOrderMark } from "../util/index.ts";
import { plainIssue } from "./file-issues.ts";
import { readHomeFile } from "./home-files.ts";
import { readNamedFile } from "./named-file.ts";

/**
 * A JSON file's text checked with a schema; an InputError names the file and the field:
 * "<path>: agent.maxIterations: must be at most 100 (got 500)".
 */
function parseJson<T>(path: string, text: string, schema: z.core.$ZodType<T>): { value: T; raw: unknown } {
  let raw: unknown;
  try {
    raw = JSON.parse(withoutByteOrderMark(text));
  } catch (error) {
    // The parser quotes the text around the mistake: one plain line of it.
    throw new InputError(`${path} is not JSON: ${plainLine((error as Error).message)}`);
  }
  // Checked without compiling zod's fast path for the schema (code made with `new Function`): for a file read once or
  // now and then that costs more than it saves (~5 ms for a desktop snapshot as the CLI starts).
  const parsed = z.safeParse(schema, raw, { error: plainIssue, jitless: true });
  if (!parsed.success) throw new InputError(`${path}: ${describeIssues(parsed.error)}`);
  return { value: parsed.data, raw };
}

/**
 * Reads a JSON file a person named (`--context FILE`: through a link, or the shell's pipe, read once) and checks it
 * with a schema: the value checked, and the JSON as it was (what the schema drops kept); every problem (unreadable,
 * too big, not JSON, not the schema's shape) is an InputError naming the file.
 */
export function readJsonFile<T>(
  path: string,
  schema: z.core.$ZodType<T>,
  file: { what: string; maxBytes: number; limit?: string },
): { value: T; raw: unknown } {
  return parseJson(path, readNamedFile(path, file.what, file.maxBytes, file.limit), schema);
}

/**
 * Reads a JSON file of the agent's home (config.json) and checks it with a schema: never through a link, never
 * waiting on a FIFO; a missing file gives `missing()`, every other problem is an InputError naming the file.
 */
export function readHomeJson<T>(path: string, schema: z.core.$ZodType<T>, missing: () => T): T {
  const text = readHomeFile(path);
  return text === undefined ? missing() : parseJson(path, text, schema).value;
}
