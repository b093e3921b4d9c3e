import { Snapshot } from "../contract/index.ts";
import { readJsonFile } from "../store/index.ts";

/** A desktop far larger than any Mac's (thousands of tabs and windows fit in a few MiB). */
export const MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024;

/**
 * Reads a desktop snapshot file (the `Snapshot` schema) for `--context` or `--sim`, once (`<(…)` is a pipe): the
 * snapshot, and the file's JSON as it was (the simulator's own fields too); an InputError names the file and field.
 */
export function readDesktopFile(path: string): { snapshot: Snapshot; raw: unknown } {
  const limit = `${MAX_SNAPSHOT_BYTES} (32 MiB)`;
  const { value, raw } = readJsonFile(path, Snapshot, {
    what: "desktop snapshot",
    maxBytes: MAX_SNAPSHOT_BYTES,
    limit,
  });
  return { snapshot: value, raw };
}

/** The snapshot in a desktop snapshot file (see readDesktopFile). */
export const readSnapshotFile = (path: string): Snapshot => readDesktopFile(path).snapshot;
