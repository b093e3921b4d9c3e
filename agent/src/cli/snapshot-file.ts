import { readFileSync } from "node:fs";
import { describeIssues, Snapshot } from "../contract/index.ts";
import { BadInput } from "./exit.ts";

/** Reads a snapshot file (SPEC section 4) for `--context` or `--sim`; the error names the file and the field. */
export function readSnapshotFile(path: string): Snapshot {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new BadInput(`cannot read the desktop snapshot ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new BadInput(`${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = Snapshot.safeParse(raw);
  if (!parsed.success) throw new BadInput(`${path} is not a desktop snapshot: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
