import { Snapshot } from "../contract/index.ts";
import { readJsonFile } from "../store/index.ts";

/** Reads a snapshot file (SPEC section 4) for `--context` or `--sim`; an InputError names the file and the field. */
export function readSnapshotFile(path: string): Snapshot {
  return readJsonFile(path, Snapshot, "desktop snapshot");
}
