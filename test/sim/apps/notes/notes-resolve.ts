// Notes' object specifiers resolved against its state: the application, its account, folders (nested, smart, Recently
// Deleted), notes and their attachments; `every` of a list is a list of lists, as Apple events answer it; `whose`
// filters as the app evaluates it (apple-events.ts).
import {
  AppleEventError,
  dateValue,
  invalidIndex,
  objectNotFound,
  passesWhose,
  type JsonValue,
  type ReplyValue,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { defaultFolderOf, foldersOf, notesIn, type NotesState, type SimFolder, type SimNote } from "./notes-state.ts";
import { plainText, titleOf } from "./notes-text.ts";

export type NotesObject =
  | { class: "application" }
  | { class: "account" }
  | { class: "folder"; folder: SimFolder }
  | { class: "note"; note: SimNote }
  | { class: "attachment"; note: SimNote; index: number };
/** A property's value, an object, or a list of either (nested for `every` of a list). */
export type Resolved = NotesObject | { value: ReplyValue } | Resolved[];

const ACCOUNT_ID = "x-coredata://sim/ICAccount/p0";
const APP: Specifier = { form: "application" };

export function resolve(state: NotesState, spec: Specifier): Resolved {
  if (spec.form === "application") return { class: "application" };
  const container = resolve(state, spec.container);
  if (spec.form === "property") return map(container, (object) => propertyOf(state, object, spec.property));
  return map(container, (object): Resolved => {
    const elements = elementsOf(state, object, spec.element);
    switch (spec.form) {
      case "every":
        return elements;
      case "whose":
        return elements.filter((e) => passesWhose(spec.test, (property) => toReply(propertyOf(state, e, property))));
      case "index": {
        const element = elements.at(spec.index);
        if (!Number.isInteger(spec.index) || !element) throw invalidIndex();
        return element;
      }
      case "id":
        return found(elements.find((element) => idOf(element) === spec.id));
      case "name":
        return found(elements.find((element) => nameOf(element) === spec.name));
    }
  });
}

const found = (object: NotesObject | undefined): NotesObject => {
  if (!object) throw objectNotFound();
  return object;
};

function map(resolved: Resolved, each: (object: NotesObject) => Resolved): Resolved {
  if (Array.isArray(resolved)) return resolved.map((item) => map(item, each));
  if ("value" in resolved) throw new AppleEventError(-1728, "Can't get object.");
  return each(resolved);
}

function elementsOf(state: NotesState, object: NotesObject, element: string): NotesObject[] {
  const folders = (list: SimFolder[]) => list.map((folder) => ({ class: "folder" as const, folder }));
  const notes = (list: SimNote[]) => list.map((note) => ({ class: "note" as const, note }));
  const key = `${object.class}.${element}`;
  if (key === "application.accounts") return [{ class: "account" }];
  if (key === "application.folders") return folders(foldersOf(state));
  if (key === "application.notes" || key === "account.notes") return notes(state.notes);
  if (key === "account.folders") return folders(foldersOf(state).filter((folder) => !folder.parent));
  if (object.class === "folder" && element === "folders")
    return folders(state.folders.filter((folder) => folder.parent === object.folder.id));
  if (object.class === "folder" && element === "notes") return notes(notesIn(state, object.folder));
  if (object.class === "note" && element === "attachments")
    return Array.from({ length: object.note.attachments }, (_, index) => ({ ...object, class: "attachment", index }));
  if (key === "application.attachments")
    return state.notes.flatMap((note) => elementsOf(state, { class: "note", note }, "attachments"));
  return [];
}

function idOf(object: NotesObject): JsonValue {
  if (object.class === "folder") return object.folder.id;
  if (object.class === "note") return object.note.id;
  if (object.class === "attachment") return `${object.note.id}/ICAttachment/${object.index}`;
  return object.class === "account" ? ACCOUNT_ID : null;
}

function nameOf(object: NotesObject): string {
  if (object.class === "folder") return object.folder.name;
  if (object.class === "note") return titleOf(object.note.body);
  return object.class === "account" ? "iCloud" : "Notes";
}

const dated = (ms: number) => ({ value: dateValue(ms) });

function propertyOf(state: NotesState, object: NotesObject, property: string): Resolved {
  if (property === "name") return { value: nameOf(object) };
  if (property === "id") return { value: idOf(object) };
  if (object.class === "note") {
    const note = object.note;
    const values: Record<string, () => Resolved> = {
      body: () => ({ value: note.body }),
      plaintext: () => ({ value: plainText(note.body) }),
      container: () => ({ class: "folder", folder: state.folders.find((folder) => folder.id === note.folder)! }),
      creationDate: () => dated(note.modified),
      modificationDate: () => dated(note.modified),
      passwordProtected: () => ({ value: note.locked }),
      shared: () => ({ value: false }),
    };
    if (Object.hasOwn(values, property)) return values[property]!();
  }
  if (object.class === "folder" && property === "container") {
    const parent = state.folders.find((folder) => folder.id === object.folder.parent);
    return parent ? { class: "folder", folder: parent } : { class: "account" };
  }
  if (object.class === "folder" && property === "shared") return { value: false };
  if (object.class === "account" && property === "defaultFolder")
    return { class: "folder", folder: defaultFolderOf(state) };
  if (object.class === "application" && property === "defaultAccount") return { class: "account" };
  if (object.class === "application" && property === "version") return { value: "4.11" };
  throw objectNotFound();
}

/** An object as a reply carries it: a reference by id, from the application. */
function reference(object: NotesObject): ReplyValue {
  if (object.class === "application") return { $specifier: APP, $class: "application" };
  const element = `${object.class === "account" ? "accounts" : `${object.class}s`}`;
  return { $specifier: { form: "id", container: APP, element, id: idOf(object) }, $class: object.class };
}

export function toReply(resolved: Resolved): ReplyValue {
  if (Array.isArray(resolved)) return resolved.map(toReply);
  return "value" in resolved ? resolved.value : reference(resolved);
}
