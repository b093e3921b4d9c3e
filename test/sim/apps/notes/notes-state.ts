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
  /** Its lists are checklists, which its body reads as plain `<ul><li>` (Notes drops the checked state). */
  checklist: boolean;
  /** How many attachments (pictures, files, drawings) it holds: `attachments` elements, not in its body. */
  attachments: number;
  /** Locked with a password (`password protected`). */
  locked: boolean;
}

export interface NotesState {
  notes: SimNote[];
  nextId: number;
}

/** HTML as the text Notes shows: a div, list item, heading or br is a line, entities are their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(?:div|li|h[1-6])>\s*(?:<\/[uo]l>)?\s*(?=<(?:div|li|h[1-6]|[uo]l)\b)/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

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
 * A seeded note's body as Notes' `body` reads it: HTML given as it is (it starts with "<"), text a div whose lines
 * are lines, or with `checklist` a list of its lines, which is how a Mac reads a checklist out.
 */
function bodyHtml(entry: NoteEntry): string {
  const text = typeof entry.body === "string" ? entry.body : "";
  if (text.startsWith("<")) return text;
  if (entry.checklist === true)
    return `<ul>${text
      .split("\n")
      .map((line) => `<li>${escaped(line)}</li>`)
      .join("")}</ul>`;
  return `<div>${escaped(text).replace(/\n/g, "<br>")}</div>`;
}

/**
 * The desktop file's `appState.Notes` ({"notes": [{"title", "body", "folder", "modified"}]}); anything else starts
 * empty. `dated` reads a note's `modified` (a desktop date, as Calendar's: "+0T08:00"), absent: the Mac's start date.
 */
export function notesFrom(given: unknown, dated: (modified: unknown) => number): NotesState {
  const list = (given as { notes?: unknown } | undefined)?.notes;
  const state: NotesState = { notes: [], nextId: 1 };
  if (!Array.isArray(list)) return state;
  for (const entry of list as NoteEntry[]) {
    if (typeof entry !== "object" || entry === null) continue; // no note
    state.notes.push({
      id: `x-coredata://sim/ICNote/p${state.nextId++}`,
      name: String(entry.title ?? ""),
      body: bodyHtml(entry),
      folder: typeof entry.folder === "string" ? entry.folder : DEFAULT_FOLDER,
      modified: dated(entry.modified),
      checklist: entry.checklist === true,
      attachments: typeof entry.attachments === "number" ? entry.attachments : 0,
      locked: entry.locked === true,
    });
  }
  return state;
}

/**
 * What appState shows: {"notes": [{"title", "body", "folder", "checklist"?, "attachments"?, "locked"?}]}, bodies as
 * plain text, each of the last three only when the note has it.
 */
export function notesShape(state: NotesState): object {
  return {
    notes: state.notes.map((n) => ({
      title: n.name,
      body: plainText(n.body),
      folder: n.folder,
      ...(n.checklist ? { checklist: true } : {}),
      ...(n.attachments > 0 ? { attachments: n.attachments } : {}),
      ...(n.locked ? { locked: true } : {}),
    })),
  };
}

/** The folders in order: the default one first, "Recently Deleted" last, as Notes lists them. */
export function foldersOf(state: NotesState): string[] {
  const named = new Set([DEFAULT_FOLDER, ...state.notes.map((n) => n.folder)]);
  named.delete(RECENTLY_DELETED);
  return [...named, ...(state.notes.some((n) => n.folder === RECENTLY_DELETED) ? [RECENTLY_DELETED] : [])];
}

export const inDefaultFolder = (state: NotesState, name: string, body: string, now: number): SimNote => {
  const id = `x-coredata://sim/ICNote/p${state.nextId++}`;
  const note = {
    id,
    name,
    body,
    folder: DEFAULT_FOLDER,
    modified: now,
    checklist: false,
    attachments: 0,
    locked: false,
  };
  state.notes.push(note);
  return note;
};
