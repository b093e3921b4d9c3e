import { randomUUID } from "node:crypto";
import type { Trail } from "../audit/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { onlyTouched, undoEntryOf } from "./entry.ts";
import type { Touched } from "./touched.ts";
import type { UndoHistory } from "./history.ts";

const log = createLogger("undo");

/**
 * Keeps the way back from what a run changed (before → after), with what cannot be taken back. A
 * history that cannot be written (a full disk) costs the command its undo, never its result.
 */
export function keepWayBack(
  history: UndoHistory,
  change: { before: Snapshot; after: Snapshot; trail?: Trail; cannot: string[]; touched?: Touched },
): void {
  const { before, after, trail, cannot } = change;
  const meta = { run: trail?.run ?? randomUUID(), at: new Date().toISOString(), cannot };
  const named = trail?.command === undefined ? meta : { ...meta, command: trail.command };
  try {
    const entry = undoEntryOf(before, after, named);
    history.record(change.touched ? onlyTouched(entry, change.touched) : entry);
  } catch (error) {
    log.warn("could not keep the way back for undo", { error: messageOf(error) });
  }
}
