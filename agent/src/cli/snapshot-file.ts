import { Snapshot } from "../contract/index.ts";
import { JsonFileError, readJsonFile } from "../store/json-file.ts";
import { BadInput } from "./exit.ts";

/** Reads a snapshot file (SPEC section 4) for `--context` or `--sim`; the error names the file and the field. */
export function readSnapshotFile(path: string): Snapshot {
  try {
    return readJsonFile(path, Snapshot, "desktop snapshot");
  } catch (error) {
    throw error instanceof JsonFileError ? new BadInput(error.message) : error;
  }
}
