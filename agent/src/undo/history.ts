import { join } from "node:path";
import * as z from "zod";
import { createLogger } from "../log/index.ts";
import { readJsonFile, writeJsonFile } from "../store/index.ts";
import { isEmpty, mergeEntries, UndoEntry } from "./entry.ts";

const log = createLogger("undo");
const UndoFile = z.object({ entries: z.array(UndoEntry) });
/** How many commands back "undo" can go. */
export const UNDO_DEPTH = 20;

/** The way back from each recent command, newest last. */
export interface UndoHistory {
  /** Keeps the entry; a second part of the same run (the vision loop after its commands) joins the first. */
  record(entry: UndoEntry): void;
  latest(): UndoEntry | undefined;
  /** Forgets the latest entry once it has been undone. */
  drop(run: string): void;
}

/** The entries once `entry` is kept: a second part of the same run joins the first; at most UNDO_DEPTH. */
function recorded(entries: UndoEntry[], entry: UndoEntry): UndoEntry[] {
  const last = entries.at(-1);
  const sameRun = last?.run === entry.run;
  const merged = sameRun ? mergeEntries(last, entry) : entry;
  if (isEmpty(merged)) return entries;
  return [...(sameRun ? entries.slice(0, -1) : entries), merged].slice(-UNDO_DEPTH);
}

const dropped = (entries: UndoEntry[], run: string) => (entries.at(-1)?.run === run ? entries.slice(0, -1) : entries);

/** The history in `<home>/undo.json`, written whole and renamed into place (a crash leaves the old file). */
export function fileUndoHistory(home: string): UndoHistory {
  const path = join(home, "undo.json");
  const read = (): UndoEntry[] => {
    try {
      return readJsonFile(path, UndoFile, "undo history", () => ({ entries: [] })).entries;
    } catch (error) {
      // A broken history must not stop commands: it starts again, and says so.
      log.warn("the undo history could not be read; starting a new one", { error: (error as Error).message });
      return [];
    }
  };
  const write = (entries: UndoEntry[]) => {
    writeJsonFile(path, { entries }, 1);
  };
  return {
    record: (entry) => write(recorded(read(), entry)),
    latest: () => read().at(-1),
    drop: (run) => write(dropped(read(), run)),
  };
}

/** A history held in memory (tests, and a desktop whose changes are not to be kept). */
export function memoryUndoHistory(): UndoHistory {
  let entries: UndoEntry[] = [];
  return {
    record: (entry) => void (entries = recorded(entries, entry)),
    latest: () => entries.at(-1),
    drop: (run) => void (entries = dropped(entries, run)),
  };
}
