// The AppleScript texts the Spoon sends Notes (spoon/src/apps/notes/applescripts.ts), as Notes' model carries
// them out: with the Apple events each sends. A changed script is no longer known here.
import { APPEND_NOTE, CREATE_NOTE, DELETE_NOTE, LIST_NOTES } from "../../../../spoon/src/apps/notes/applescripts.ts";
import type { KnownAppleScript, ObjectReference, Send, Specifier } from "../../osascript/apple-events.ts";
import { appleScriptAnswer } from "../../osascript/applescript-answer.ts";
import { RECENTLY_DELETED } from "./notes-state.ts";
import { FOLDERS, NOTES_OF_FOLDERS, noteWithId, property } from "./notes-events.ts";

function createNote([title, body]: string[], send: Send): string {
  const made = send({ kind: "make", className: "note", at: null, properties: { name: title!, body: body! } });
  const id = send({ kind: "get", target: property((made as ObjectReference).$specifier, "id") });
  return appleScriptAnswer({ id });
}

/** Each note of each folder but "Recently Deleted", with `read`'s values of it (one bulk event per property). */
function everyNote<T extends string>(send: Send, properties: T[]): ({ folder: string } & Record<T, unknown>)[] {
  const folders = send({ kind: "get", target: property(FOLDERS, "name") }) as string[];
  const values = properties.map(
    (name) => send({ kind: "get", target: property(NOTES_OF_FOLDERS, name) }) as unknown[][],
  );
  return folders.flatMap((folder, f) =>
    folder === RECENTLY_DELETED
      ? []
      : values[0]![f]!.map((_, i) => ({
          folder,
          ...(Object.fromEntries(properties.map((name, p) => [name, values[p]![f]![i]])) as Record<T, unknown>),
        })),
  );
}

/** AppleScript's `is` between texts ignores case. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The script's `bodyLoses`: what a body write would lose, read from the body's HTML (any case), title aside. */
function bodyLoses(html: string): string {
  const lower = html.toLowerCase();
  if (lower.includes("<ul") || lower.includes("<ol")) return "checklist";
  const titled = (lower.startsWith("<div><h1>") || lower.startsWith("<h1>")) && lower.includes("</h1>");
  const later = titled ? lower.slice(lower.indexOf("</h1>")) : lower;
  const lost = ["<h1", "<h2", "<h3", "<h4", "<table", "<img", "<object"].some((tag) => later.includes(tag));
  return lost ? "formatting" : "";
}

/** What the one matching note would lose by a body write ("" when nothing) and its body, read as the script does. */
function wouldLose(note: Specifier, send: Send): { lost: string; body?: string } {
  if (send({ kind: "get", target: property(note, "passwordProtected") }) === true) return { lost: "locked" };
  const attachments = { form: "every", container: note, element: "attachments" } as const;
  if (Number(send({ kind: "count", target: attachments })) > 0) return { lost: "attachments" };
  const body = String(send({ kind: "get", target: property(note, "body") }));
  return { lost: bodyLoses(body), body };
}

function appendToNote([wanted, piece]: string[], send: Send): string {
  const matches = everyNote(send, ["name", "id"])
    .filter((note) => same(String(note.name), wanted!))
    .map((note) => ({ id: String(note.id), title: String(note.name), folder: note.folder }));
  const note = matches.length === 1 ? noteWithId(matches[0]!.id) : undefined;
  const { lost, body } = note ? wouldLose(note, send) : { lost: "" };
  if (note && lost === "") send({ kind: "set", target: property(note, "body"), value: `${body!}${piece!}` });
  return appleScriptAnswer({ appended: note !== undefined && lost === "", wouldLose: lost, matches });
}

function listNotes(now: () => number): (argv: string[], send: Send) => string {
  return (_argv, send) => {
    const notes = everyNote(send, ["name", "modificationDate"]).map((note) => ({
      title: String(note.name),
      folder: note.folder,
      age: Math.floor(now() / 1000 - Number(note.modificationDate)),
    }));
    return appleScriptAnswer({ notes });
  };
}

function deleteNote([id]: string[], send: Send): string {
  const note = noteWithId(id!);
  const exists = send({ kind: "command", name: "exists", target: note, args: {} }) === true;
  const inBin =
    exists && send({ kind: "get", target: property(property(note, "container"), "name") }) === RECENTLY_DELETED;
  if (exists && !inBin) send({ kind: "command", name: "delete", target: note, args: {} });
  return appleScriptAnswer({ deleted: exists && !inBin });
}

/** The scripts Notes knows, `now` being the simulated Mac's clock (what `current date` reads). */
export function notesAppleScripts(now: () => number): readonly KnownAppleScript[] {
  return [
    { source: CREATE_NOTE, run: createNote },
    { source: APPEND_NOTE, run: appendToNote },
    { source: LIST_NOTES, run: listNotes(now) },
    { source: DELETE_NOTE, run: deleteNote },
  ];
}
