import * as z from "zod";
import { Snapshot } from "../contract/index.ts";
import { InputError } from "../errors/index.ts";
import { readJsonFile } from "../store/index.ts";
import { fileSize } from "./contract-input.ts";

/** A desktop far larger than any Mac's (thousands of tabs and windows fit in a few MiB). */
export const MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024;

/**
 * Reads a desktop snapshot file (the `Snapshot` schema) for `--context` or `--sim`; an InputError names the file
 * and the field.
 */
export function readSnapshotFile(path: string, schema: z.ZodType<Snapshot> = Snapshot): Snapshot {
  const bytes = fileSize(path);
  if (bytes !== undefined && bytes > MAX_SNAPSHOT_BYTES) {
    throw new InputError(`the desktop snapshot ${path} is ${bytes} bytes; the limit is ${MAX_SNAPSHOT_BYTES} (32 MiB)`);
  }
  return readJsonFile(path, schema, "desktop snapshot");
}

/** What `run --json` and `exec --json` print: the desktop after is in it, as `after`. */
const isRunOutput = (value: unknown): value is { after: unknown } =>
  typeof value === "object" && value !== null && "after" in value && "result" in value && "plan" in value;

/** A snapshot, or the output of `run --json` or `exec --json`, whose `after` is one. */
const ContextSnapshot = z.preprocess((value) => (isRunOutput(value) ? value.after : value), Snapshot);

/** `plan --context FILE`: a desktop snapshot file, or a saved `run --json` output (its `after` is taken). */
export const readContextFile = (path: string): Snapshot => readSnapshotFile(path, ContextSnapshot);
