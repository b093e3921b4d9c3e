// Notes' Apple events in the simulator: the properties of every note of every folder in one event each, a note
// made, a note's body, lock and attachments read and its body set by its id (losing what a Mac loses), its
// folder's name, a note deleted (into "Recently Deleted"; from there, for good).
import {
  objectNotFound,
  READ_ONLY,
  READ_WRITE,
  type AppleEvent,
  type EventReply,
  type ReplyValue,
  type ScriptingDictionary,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { foldersOf, inDefaultFolder, RECENTLY_DELETED, type NotesState, type SimNote } from "./notes-state.ts";

export const NOTES_DICTIONARY: ScriptingDictionary = {
  application: "application",
  classes: {
    application: {
      properties: {},
      elements: { folders: "folder", notes: "note", attachments: "attachment" },
      commands: ["delete", "exists"],
    },
    folder: { properties: { name: READ_ONLY }, elements: { notes: "note" }, commands: [] },
    note: {
      properties: {
        name: READ_WRITE,
        body: READ_WRITE,
        id: READ_ONLY,
        modificationDate: READ_ONLY,
        container: READ_ONLY,
        passwordProtected: READ_ONLY,
      },
      elements: { attachments: "attachment" },
      commands: [],
    },
    attachment: { properties: { name: READ_ONLY, id: READ_ONLY }, elements: {}, commands: [] },
  },
};

const APP: Specifier = { form: "application" };
export const FOLDERS: Specifier = { form: "every", container: APP, element: "folders" };
export const NOTES_OF_FOLDERS: Specifier = { form: "every", container: FOLDERS, element: "notes" };
export const noteWithId = (id: string): Specifier => ({ form: "id", container: APP, element: "notes", id });
export const property = (container: Specifier, name: string): Specifier => ({
  form: "property",
  container,
  property: name,
});

const NOTE_PROPERTIES: Record<string, (note: SimNote) => ReplyValue> = {
  name: (note) => note.name,
  body: (note) => note.body,
  id: (note) => note.id,
  // Seconds on the simulated clock: what the scripts subtract from `current date`.
  modificationDate: (note) => note.modified / 1000,
  passwordProtected: (note) => note.locked,
};

/**
 * A note's body set as a Mac sets it: the HTML kept, but a checklist comes back a bulleted list, headings plain
 * lines, inline pictures and every attachment gone (RhetTbull/macnotesapp#42, raycast/extensions#14915,
 * antoniorodr/memo#24). A locked note is not changed.
 */
function setBody(note: SimNote, html: string, now: number): EventReply {
  if (note.locked) return { ok: false, number: -10004, message: "The note is locked." };
  const flattened = html.replace(/<h[1-6][^>]*>/gi, "<div>").replace(/<\/h[1-6]>/gi, "</div>");
  note.body = flattened.replace(/<img\b[^>]*>/gi, "");
  [note.modified, note.checklist, note.attachments] = [now, false, 0];
  return { ok: true, value: null };
}

function noteById(state: NotesState, target: Specifier): SimNote | undefined {
  return target.form === "id" ? state.notes.find((n) => n.id === target.id) : undefined;
}

/** get: a folder property of every folder, a note property of every note of every folder, or of one note. */
function get(state: NotesState, target: Specifier): ReplyValue | undefined {
  if (target.form !== "property") return undefined;
  const read = NOTE_PROPERTIES[target.property];
  const folders = foldersOf(state);
  if (target.container.form === "every" && target.container.element === "folders" && target.property === "name")
    return folders;
  if (target.container.form === "every" && target.container.element === "notes" && read)
    return folders.map((folder) => state.notes.filter((n) => n.folder === folder).map(read));
  // `name of container of note id …`: the name of the folder the note is in.
  if (target.property === "name" && target.container.form === "property" && target.container.property === "container")
    return noteById(state, target.container.container)?.folder;
  const note = noteById(state, target.container);
  return note && read ? read(note) : undefined;
}

/** Notes' answer to one Apple event, `now` on the simulated clock. */
export function answerNotes(state: NotesState, event: AppleEvent, now: number): EventReply {
  const fail = objectNotFound();
  const notFound: EventReply = { ok: false, number: fail.number, message: fail.message };
  if (event.kind === "get") {
    const value = get(state, event.target);
    return value === undefined ? notFound : { ok: true, value };
  }
  if (event.kind === "make" && event.className === "note") {
    const { name, body } = event.properties;
    const note = inDefaultFolder(state, String(name ?? ""), String(body ?? ""), now);
    return { ok: true, value: { $specifier: noteWithId(note.id), $class: "note" } };
  }
  if (event.kind === "set" && event.target.form === "property" && event.target.property === "body") {
    const note = noteById(state, event.target.container);
    return note ? setBody(note, String(event.value), now) : notFound;
  }
  if (event.kind === "count" && event.target.form === "every" && event.target.element === "attachments") {
    const note = noteById(state, event.target.container);
    return note ? { ok: true, value: note.attachments } : notFound;
  }
  if (event.kind === "command" && (event.name === "exists" || event.name === "delete")) {
    const note = noteById(state, event.target);
    if (event.name === "exists") return { ok: true, value: note !== undefined };
    if (!note) return notFound;
    // A note deleted from Recently Deleted is gone for good, as in Notes itself.
    if (note.folder === RECENTLY_DELETED) state.notes.splice(state.notes.indexOf(note), 1);
    else [note.folder, note.modified] = [RECENTLY_DELETED, now];
    return { ok: true, value: null };
  }
  return { ok: false, number: -1708, message: "Message not understood." };
}
