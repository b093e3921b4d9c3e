// Notes' state in the simulator: one account's folders (nested ones, Smart Folders, Recently Deleted under the
// locale's name) and its notes, each an HTML body whose first line is its title, and the shape appState shows.
import type { NotesFolderNames } from "./notes-locale.ts";
import { bodyWithTitle, plainText, titleOf } from "./notes-text.ts";

export interface SimFolder {
  id: string;
  name: string;
  /** The folder it is in; none: at the top of the account. */
  parent?: string;
  /** A Smart Folder: the text its notes hold (title or body, any case); its notes are other folders' notes. */
  matches?: string;
  /** Recently Deleted. */
  bin?: true;
}

export interface SimNote {
  id: string;
  /** As Notes keeps it: HTML, its first line the note's title (`name` reads it). */
  body: string;
  /** The id of its folder. */
  folder: string;
  /** When it last changed, on the simulated clock (ms). */
  modified: number;
  /** Its lists are checklists, which its body reads as plain `<ul><li>` (Notes drops the checked state). */
  checklist: boolean;
  /** How many attachments (pictures, files, drawings) it holds: `attachments` elements, not in its body. */
  attachments: number;
  /** Locked with a password (`password protected`). */
  locked: boolean;
}

export interface NotesState {
  names: NotesFolderNames;
  folders: SimFolder[];
  notes: SimNote[];
  nextId: number;
}

const newId = (state: NotesState, kind: "ICNote" | "ICFolder") => `x-coredata://sim/${kind}/p${state.nextId++}`;

/** The folder at a path ("Work/Projects": Projects inside Work), made with its parents if missing. */
export function folderAt(state: NotesState, path: string): SimFolder {
  let parent: string | undefined;
  let folder: SimFolder | undefined;
  for (const name of path.split("/")) {
    folder = state.folders.find((f) => f.name === name && f.parent === parent && f.matches === undefined);
    if (!folder) {
      folder = { id: newId(state, "ICFolder"), name, ...(parent ? { parent } : {}) };
      if (parent === undefined && name === state.names.recentlyDeleted) folder.bin = true;
      state.folders.push(folder);
    }
    parent = folder.id;
  }
  return folder!;
}

/** Recently Deleted, made when a note first goes there. */
export const binOf = (state: NotesState): SimFolder => folderAt(state, state.names.recentlyDeleted);
export const defaultFolderOf = (state: NotesState): SimFolder => folderAt(state, state.names.notes);

export function newNote(state: NotesState, folder: SimFolder, body: string, now: number): SimNote {
  const note = { id: newId(state, "ICNote"), body, folder: folder.id, modified: now };
  state.notes.push({ ...note, checklist: false, attachments: 0, locked: false });
  return state.notes.at(-1)!;
}

interface NoteEntry {
  title?: unknown;
  body?: unknown;
  folder?: unknown;
  modified?: unknown;
  checklist?: unknown;
  attachments?: unknown;
  locked?: unknown;
}

/**
 * The desktop file's `appState.Notes` ({"notes": [{"title", "body", "folder", "modified", "checklist",
 * "attachments", "locked"}], "smartFolders": [{"name", "matches"}]}); anything else starts empty. `dated` reads a
 * note's `modified` (a desktop date, as Calendar's: "+0T08:00"), absent: the Mac's start date.
 */
export function notesFrom(given: unknown, names: NotesFolderNames, dated: (modified: unknown) => number): NotesState {
  const state: NotesState = { names, folders: [], notes: [], nextId: 1 };
  defaultFolderOf(state);
  const { notes, smartFolders } = (given ?? {}) as { notes?: unknown; smartFolders?: unknown };
  for (const entry of Array.isArray(notes) ? (notes as NoteEntry[]) : []) {
    if (typeof entry !== "object" || entry === null) continue; // no note
    const folder = folderAt(state, typeof entry.folder === "string" ? entry.folder : names.notes);
    const title = String(entry.title ?? "");
    const note = newNote(
      state,
      folder,
      bodyWithTitle(title, entry.body, entry.checklist === true),
      dated(entry.modified),
    );
    note.checklist = entry.checklist === true;
    note.attachments = typeof entry.attachments === "number" ? entry.attachments : 0;
    note.locked = entry.locked === true;
  }
  for (const smart of Array.isArray(smartFolders) ? (smartFolders as { name?: unknown; matches?: unknown }[]) : [])
    state.folders.push({ id: newId(state, "ICFolder"), name: String(smart.name), matches: String(smart.matches) });
  return state;
}

/** A Smart Folder's notes: the notes outside Recently Deleted holding its text. */
export function notesIn(state: NotesState, folder: SimFolder): SimNote[] {
  if (folder.matches === undefined) return state.notes.filter((note) => note.folder === folder.id);
  const wanted = folder.matches.toLowerCase();
  const bin = state.folders.find((f) => f.bin)?.id;
  return state.notes.filter((n) => n.folder !== bin && plainText(n.body).toLowerCase().includes(wanted));
}

/** The folders in order: as made, Recently Deleted last, as Notes lists them. */
export const foldersOf = (state: NotesState): SimFolder[] => [
  ...state.folders.filter((folder) => !folder.bin),
  ...state.folders.filter((folder) => folder.bin),
];

/**
 * What appState shows: {"notes": [{"title", "body", "folder", "checklist"?, "attachments"?, "locked"?}],
 * "smartFolders"?}, each body the HTML Notes keeps (its first line the title), each of the last three only when the
 * note has it.
 */
export function notesShape(state: NotesState): object {
  const folderName = (id: string) => state.folders.find((folder) => folder.id === id)?.name ?? "";
  const smart = state.folders.filter((folder) => folder.matches !== undefined);
  return {
    notes: state.notes.map((n) => ({
      title: titleOf(n.body),
      body: n.body,
      folder: folderName(n.folder),
      ...(n.checklist ? { checklist: true } : {}),
      ...(n.attachments > 0 ? { attachments: n.attachments } : {}),
      ...(n.locked ? { locked: true } : {}),
    })),
    ...(smart.length > 0 ? { smartFolders: smart.map((f) => ({ name: f.name, matches: f.matches })) } : {}),
  };
}
