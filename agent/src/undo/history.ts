import { join } from "node:path";
import * as z from "zod";
import { readStore, updateStore, type Loaded, type StoreFile } from "../store/index.ts";
import { isEmpty, mergeEntries, UndoEntry } from "./entry.ts";

const UndoFile = z.object({ entries: z.array(UndoEntry) });
type UndoFile = z.infer<typeof UndoFile>;
/** How many commands back "undo" can go. */
export const UNDO_DEPTH = 20;
/** An undo.json larger than this is kept aside unread: twenty ways back are kilobytes, rarely a few megabytes. */
const MAX_UNDO_BYTES = 16_000_000;

/** The latest way back, or none: with why, when the history could not be read and was kept aside. */
export type Latest = { entry: UndoEntry; lost?: undefined } | { entry?: undefined; lost?: string };

/** The way back from each recent command, newest last. */
export interface UndoHistory {
  /** Keeps the entry; a second part of the same run (the vision loop after its commands) joins the first. */
  record(entry: UndoEntry): void;
  latest(): Latest;
  /** Forgets the latest entry once it has been undone. */
  drop(run: string): void;
}

/** The entries once `entry` is kept (the same array when nothing changes): a second part of a run joins the first. */
function recorded(entries: UndoEntry[], entry: UndoEntry): UndoEntry[] {
  const last = entries.at(-1);
  const sameRun = last?.run === entry.run;
  const merged = sameRun ? mergeEntries(last, entry) : entry;
  if (isEmpty(merged)) return entries;
  return [...(sameRun ? entries.slice(0, -1) : entries), merged].slice(-UNDO_DEPTH);
}

const dropped = (entries: UndoEntry[], run: string) => (entries.at(-1)?.run === run ? entries.slice(0, -1) : entries);

/**
 * The history in `<home>/undo.json`, changed under its lock and written whole. A file that cannot be read
 * is kept aside (`undo.json.corrupt-<time>`) and said so by the next "undo" that finds nothing; one far
 * larger than twenty entries need is kept aside unread.
 */
export function fileUndoHistory(home: string): UndoHistory {
  const file: StoreFile<UndoFile> = {
    path: join(home, "undo.json"),
    what: "undo history",
    schema: UndoFile,
    empty: () => ({ entries: [] }),
    bound: ({ entries }) => ({ entries: entries.slice(-UNDO_DEPTH) }),
    maxBytes: MAX_UNDO_BYTES,
    broken: "keep aside",
    indent: 1,
  };
  let lost: string | undefined;
  const noting = (loaded: Loaded<UndoFile>) => {
    const { keptAside } = loaded;
    if (keptAside)
      lost = `the undo history ${file.path} could not be read (${keptAside.problem}); kept aside as ${keptAside.aside}`;
    return loaded.value.entries;
  };
  const change = (how: (entries: UndoEntry[]) => UndoEntry[]) =>
    noting(
      updateStore(file, ({ entries }) => {
        const changed = how(entries);
        return changed === entries ? undefined : { entries: changed };
      }),
    );
  return {
    record(entry) {
      // A command that changed nothing leaves the file alone: it is not even read.
      if (!isEmpty(entry)) change((entries) => recorded(entries, entry));
    },
    latest() {
      const entry = noting(readStore(file)).at(-1);
      if (entry) return { entry };
      const said = lost;
      lost = undefined;
      return said === undefined ? {} : { lost: said };
    },
    drop: (run) => void change((entries) => dropped(entries, run)),
  };
}

/** A history held in memory (tests, and a desktop whose changes are not to be kept). */
export function memoryUndoHistory(): UndoHistory {
  let entries: UndoEntry[] = [];
  return {
    record: (entry) => void (entries = recorded(entries, entry)),
    latest: () => {
      const entry = entries.at(-1);
      return entry ? { entry } : {};
    },
    drop: (run) => void (entries = dropped(entries, run)),
  };
}
