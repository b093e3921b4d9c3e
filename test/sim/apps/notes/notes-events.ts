// Notes' Apple events in the simulator: get and count over its objects (notes-resolve.ts), a note made (its name the
// body's first line), a note's body or name set (losing what a Mac loses), a note deleted (into Recently Deleted;
// from there, for good).
import { AppleEventError, type AppleEvent, type EventReply, type Specifier } from "../../osascript/apple-events.ts";
import { resolve, toReply, type NotesObject, type Resolved } from "./notes-resolve.ts";
import { binOf, defaultFolderOf, newNote, type NotesState, type SimNote } from "./notes-state.ts";
import { escaped, titleLine, titleOf } from "./notes-text.ts";

/**
 * A note's body set as a Mac sets it: the HTML kept, but a checklist comes back a bulleted list, headings plain
 * lines, inline pictures and every attachment gone (RhetTbull/macnotesapp#42, raycast/extensions#14915,
 * antoniorodr/memo#24). A locked note is not changed.
 */
function setBody(note: SimNote, html: string, now: number): void {
  if (note.locked) throw new AppleEventError(-10004, "The note is locked.");
  const flattened = html.replace(/<h[1-6][^>]*>/gi, "<div>").replace(/<\/h[1-6]>/gi, "</div>");
  note.body = flattened.replace(/<img\b[^>]*>/gi, "");
  [note.modified, note.checklist, note.attachments] = [now, false, 0];
}

function one(resolved: Resolved): NotesObject {
  if (Array.isArray(resolved) || "value" in resolved) throw new AppleEventError(-1728, "Can't get object.");
  return resolved;
}

function set(state: NotesState, target: Specifier, value: unknown, now: number): void {
  if (target.form !== "property") throw new AppleEventError(-10003, "Access not allowed.");
  const object = one(resolve(state, target.container));
  if (object.class === "note" && target.property === "body") return setBody(object.note, String(value), now);
  if (object.class === "note" && target.property === "name") {
    const rest = object.note.body.slice(object.note.body.indexOf("</div>") + "</div>".length);
    return setBody(object.note, `<div>${escaped(String(value))}</div>${rest}`, now);
  }
  if (object.class === "folder" && target.property === "name" && !object.folder.bin) {
    object.folder.name = String(value);
    return;
  }
  throw new AppleEventError(-10003, "Access not allowed.");
}

/** `make new note` at a folder (default: the default account's default folder) with a name and a body. */
function make(state: NotesState, event: Extract<AppleEvent, { kind: "make" }>, now: number): EventReply {
  if (event.className !== "note") throw new AppleEventError(-10000, "AppleEvent handler failed.");
  const at = event.at ? one(resolve(state, event.at)) : { class: "folder" as const, folder: defaultFolderOf(state) };
  if (at.class !== "folder" || at.folder.bin || at.folder.matches !== undefined)
    throw new AppleEventError(-10000, "AppleEvent handler failed.");
  const { name, body } = event.properties;
  const text = typeof body === "string" ? body : "";
  const titled = typeof name === "string" && name !== "" && titleOf(text) !== name ? titleLine(name) : "";
  const note = newNote(state, at.folder, `${titled}${text}`, now);
  return { ok: true, value: toReply({ class: "note", note }) };
}

/** `delete`: a note goes to Recently Deleted; one already there is gone for good, as in Notes itself. */
function remove(state: NotesState, target: Specifier, now: number): void {
  const object = one(resolve(state, target));
  if (object.class !== "note") throw new AppleEventError(-10000, "AppleEvent handler failed.");
  const bin = binOf(state);
  if (object.note.folder === bin.id) state.notes.splice(state.notes.indexOf(object.note), 1);
  else [object.note.folder, object.note.modified] = [bin.id, now];
}

function exists(state: NotesState, target: Specifier): boolean {
  try {
    one(resolve(state, target));
    return true;
  } catch (error) {
    if (error instanceof AppleEventError) return false;
    throw error;
  }
}

/** Notes' answer to one Apple event, `now` on the simulated clock. */
export function answerNotes(state: NotesState, event: AppleEvent, now: number): EventReply {
  try {
    switch (event.kind) {
      case "get":
        return { ok: true, value: toReply(resolve(state, event.target)) };
      case "count": {
        const counted = resolve(state, event.target);
        return { ok: true, value: Array.isArray(counted) ? counted.length : 1 };
      }
      case "set":
        set(state, event.target, event.value, now);
        return { ok: true, value: null };
      case "make":
        return make(state, event, now);
      case "command": {
        const direct = event.args.direct as { $specifier?: Specifier } | undefined;
        const target = direct?.$specifier ?? event.target;
        if (event.name === "exists") return { ok: true, value: exists(state, target) };
        if (event.name !== "delete") return { ok: false, number: -1708, message: "Message not understood." };
        remove(state, target, now);
        return { ok: true, value: null };
      }
    }
  } catch (error) {
    if (error instanceof AppleEventError) return { ok: false, number: error.number, message: error.message };
    throw error;
  }
}
