import * as z from "zod";
import { Snapshot } from "../contract/index.ts";
import { readJsonFile } from "../store/index.ts";

/** A desktop far larger than any Mac's (thousands of tabs and windows fit in a few MiB). */
export const MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024;

/**
 * Reads a desktop snapshot file (the `Snapshot` schema) for `--context` or `--sim`, once (`<(…)` is a pipe): the
 * snapshot, and the file's JSON as it was (the simulator's own fields too); an InputError names the file and field.
 */
export function readDesktopFile(
  path: string,
  schema: z.ZodType<Snapshot> = Snapshot,
): { snapshot: Snapshot; raw: unknown } {
  const limit = `${MAX_SNAPSHOT_BYTES} (32 MiB)`;
  const { value, raw } = readJsonFile(path, schema, { what: "desktop snapshot", maxBytes: MAX_SNAPSHOT_BYTES, limit });
  return { snapshot: value, raw };
}

/** The snapshot in a desktop snapshot file (see readDesktopFile). */
export const readSnapshotFile = (path: string, schema: z.ZodType<Snapshot> = Snapshot): Snapshot =>
  readDesktopFile(path, schema).snapshot;

/** What `run --json` and `exec --json` print: the desktop after is in it, as `after`. */
const isRunOutput = (value: unknown): value is { after: unknown } =>
  typeof value === "object" && value !== null && "after" in value && "result" in value && "plan" in value;

/** A snapshot, or the output of `run --json` or `exec --json`, whose `after` is one. */
const ContextSnapshot = z.preprocess((value) => (isRunOutput(value) ? value.after : value), Snapshot);

/** `plan --context FILE`: a desktop snapshot file, or a saved `run --json` output (its `after` is taken). */
export const readContextFile = (path: string): Snapshot => readSnapshotFile(path, ContextSnapshot);
