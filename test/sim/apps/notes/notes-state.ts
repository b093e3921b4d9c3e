// Notes' state in the simulator: its notes in folders, the HTML bodies scripts set, and the shape appState shows.

export const RECENTLY_DELETED = "Recently Deleted";
const DEFAULT_FOLDER = "Notes";

export interface SimNote {
  id: string;
  name: string;
  /** As Notes keeps it: HTML. */
  body: string;
  folder: string;
  /** When it last changed, on the simulated clock (ms). */
  modified: number;
}

export interface NotesState {
  notes: SimNote[];
  nextId: number;
}

/** HTML as the text Notes shows: a div or a br is a line, entities are their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/div>\s*<div>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The desktop file's `appState.Notes` ({"notes": [{"title", "body", "folder", "modified"}]}); anything else starts
 * empty. `dated` reads a note's `modified` (a desktop date, as Calendar's: "+0T08:00"), absent: the Mac's start date.
 */
export function notesFrom(given: unknown, dated: (modified: unknown) => number): NotesState {
  const list = (given as { notes?: unknown } | undefined)?.notes;
  const state: NotesState = { notes: [], nextId: 1 };
  if (!Array.isArray(list)) return state;
  for (const entry of list as { title?: unknown; body?: unknown; folder?: unknown; modified?: unknown }[]) {
    if (typeof entry !== "object" || entry === null) continue; // no note
    const body = typeof entry.body === "string" ? entry.body : "";
    state.notes.push({
      id: `x-coredata://sim/ICNote/p${state.nextId++}`,
      name: String(entry.title ?? ""),
      body: `<div>${escaped(body).replace(/\n/g, "<br>")}</div>`,
      folder: typeof entry.folder === "string" ? entry.folder : DEFAULT_FOLDER,
      modified: dated(entry.modified),
    });
  }
  return state;
}

/** What appState shows: {"notes": [{"title", "body", "folder"}]}, bodies as plain text. */
export function notesShape(state: NotesState): object {
  return { notes: state.notes.map((n) => ({ title: n.name, body: plainText(n.body), folder: n.folder })) };
}

/** The folders in order: the default one first, "Recently Deleted" last, as Notes lists them. */
export function foldersOf(state: NotesState): string[] {
  const named = new Set([DEFAULT_FOLDER, ...state.notes.map((n) => n.folder)]);
  named.delete(RECENTLY_DELETED);
  return [...named, ...(state.notes.some((n) => n.folder === RECENTLY_DELETED) ? [RECENTLY_DELETED] : [])];
}

export const inDefaultFolder = (state: NotesState, name: string, body: string, now: number): SimNote => {
  const note = { id: `x-coredata://sim/ICNote/p${state.nextId++}`, name, body, folder: DEFAULT_FOLDER, modified: now };
  state.notes.push(note);
  return note;
};
