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
export function readSnapshotFile(path: string): Snapshot {
  const bytes = fileSize(path);
  if (bytes !== undefined && bytes > MAX_SNAPSHOT_BYTES) {
    throw new InputError(`the desktop snapshot ${path} is ${bytes} bytes; the limit is ${MAX_SNAPSHOT_BYTES} (32 MiB)`);
  }
  return readJsonFile(path, Snapshot, "desktop snapshot");
}
