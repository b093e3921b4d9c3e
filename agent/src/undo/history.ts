import { join } from "node:path";
import * as z from "zod";
import { readStore, updateStore, type StoreFile } from "../store/index.ts";
import { isEmpty, mergeEntries, UndoEntry } from "./entry.ts";

/** Where a broken undo.json was kept aside, and why: kept in the new file until an "undo" has said so. */
const KeptAside = z.object({ aside: z.string(), problem: z.string() });
type KeptAside = z.infer<typeof KeptAside>;
const UndoFile = z.object({ entries: z.array(UndoEntry), keptAside: KeptAside.optional() });
type UndoFile = z.infer<typeof UndoFile>;
/** How many commands back "undo" can go. */
export const UNDO_DEPTH = 20;
/** An undo.json larger than this is kept aside unread: twenty ways back are kilobytes, rarely a few megabytes. */
const MAX_UNDO_BYTES = 16_000_000;

/** The latest way back, if any, and why the history before it was lost, when it was kept aside (told once). */
export interface Latest {
  entry?: UndoEntry;
  lost?: string;
}

/** The way back from each recent command, newest last. */
export interface UndoHistory {
  /** Keeps the entry; a second part of the same run (the vision loop after its commands) joins the first. */
  record(entry: UndoEntry): void;
  /** The latest entry; a note that the history was kept aside is given once, then forgotten. */
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
 * is kept aside (`undo.json.corrupt-<time>`); the new file notes where, and the next "undo" (of any process: the
 * agent makes a history per request) says so once. One far larger than twenty entries need is kept aside unread.
 */
export function fileUndoHistory(home: string): UndoHistory {
  const file: StoreFile<UndoFile> = {
    path: join(home, "undo.json"),
    what: "undo history",
    schema: UndoFile,
    empty: () => ({ entries: [] }),
    bound: (history) => ({ ...history, entries: history.entries.slice(-UNDO_DEPTH) }),
    maxBytes: MAX_UNDO_BYTES,
    broken: "keep aside",
    indent: 1,
  };
  const told = ({ aside, problem }: KeptAside) =>
    `the undo history ${file.path} could not be read (${problem}); kept aside as ${aside}`;
  // A file kept aside by this change is replaced at once by one that says so, even when nothing else changed.
  const change = (how: (entries: UndoEntry[]) => UndoEntry[]) =>
    updateStore(file, (current, keptAside) => {
      const entries = how(current.entries);
      if (entries === current.entries && !keptAside) return undefined;
      const note = keptAside ?? current.keptAside;
      return { entries, ...(note ? { keptAside: note } : {}) };
    });
  return {
    record(entry) {
      // A command that changed nothing leaves the file alone: it is not even read.
      if (!isEmpty(entry)) change((entries) => recorded(entries, entry));
    },
    latest() {
      const loaded = readStore(file);
      const note = loaded.keptAside ?? loaded.value.keptAside;
      if (loaded.value.keptAside) updateStore(file, ({ entries, keptAside }) => (keptAside ? { entries } : undefined));
      const entry = loaded.value.entries.at(-1);
      return { ...(entry ? { entry } : {}), ...(note ? { lost: told(note) } : {}) };
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
