/**
 * Notes' JXA, in one place. Each takes its data as JSON in argv[0] (never spliced into the text) and prints framed
 * JSON. Reads are bounded to what the command asks: a note is found by Notes' own `whose` on its name (Notes reads
 * names, never bodies), recent notes by a `whose` on the modification date, widened until it holds enough. The
 * application's `notes` hold each note once (a Smart Folder's notes are notes of other folders), Recently Deleted's
 * too: a note whose folder is named as Recently Deleted is in any of Notes' languages (RECENTLY_DELETED_NAMES) is
 * never listed, appended to or deleted by an undo.
 */
import { FRAMED } from "../../contract/index.ts";
import { RECENTLY_DELETED_NAMES } from "./recently-deleted.ts";

const NOTES = `const notes = Application("Notes");
  const inBin = (folder) => ${RECENTLY_DELETED_NAMES}.includes(folder);`;

/** {title, body} (body HTML): a new note in the default folder, titled so. Prints {id}. */
export const CREATE_NOTE = `function run(argv) {
  ${FRAMED}
  ${NOTES}
  const want = JSON.parse(argv[0]);
  const made = notes.Note({ name: want.title, body: want.body }).make();
  return framed({ id: made.id() });
}`;

/**
 * What a body write would lose, found in a note's body HTML (any case): a checklist, which Notes reads out as a
 * plain list, headings, tables and inline pictures. A heading that is the body's first line is the note's title as
 * Notes styles it (jheddings/notes2notion#6) and is not counted.
 */
const BODY_LOSES = `const bodyLoses = (html) => {
    const lower = html.toLowerCase();
    if (lower.includes("<ul") || lower.includes("<ol")) return "checklist";
    const titled = (lower.startsWith("<div><h1>") || lower.startsWith("<h1>")) && lower.includes("</h1>");
    const later = titled ? lower.slice(lower.indexOf("</h1>")) : lower;
    const lost = ["<h1", "<h2", "<h3", "<h4", "<table", "<img", "<object"].some((tag) => later.includes(tag));
    return lost ? "formatting" : "";
  };`;

/**
 * {title, html}: the HTML appended to the one note of that title (any case) outside Recently Deleted, else nothing.
 * Setting `body` rewrites the whole note, so a note that is locked, has attachments or has a checklist or formatting
 * the write would lose is left as it is, `wouldLose` saying why ("locked", "attachments", "checklist",
 * "formatting"; "" when nothing). Prints {appended, wouldLose, matches: [{id, title, folder}]}.
 */
export const APPEND_NOTE = `function run(argv) {
  ${FRAMED}
  ${NOTES}
  ${BODY_LOSES}
  const want = JSON.parse(argv[0]);
  const titled = notes.notes.whose({ name: want.title });
  const [ids, titles, folders] = [titled.id(), titled.name(), titled.container.name()];
  const matches = [];
  for (let i = 0; i < ids.length; i++)
    if (!inBin(folders[i])) matches.push({ id: ids[i], title: titles[i], folder: folders[i] });
  let [appended, wouldLose] = [false, ""];
  if (matches.length === 1) {
    const note = notes.notes.byId(matches[0].id);
    if (note.passwordProtected()) wouldLose = "locked";
    else if (note.attachments.length > 0) wouldLose = "attachments";
    else {
      const body = note.body();
      wouldLose = bodyLoses(body);
      if (wouldLose === "") {
        note.body = body + want.html;
        appended = true;
      }
    }
  }
  return framed({ appended, wouldLose, matches });
}`;

/**
 * {limit, now} (now: the Mac's date in seconds): the notes changed last, outside Recently Deleted, at most limit,
 * read from the notes changed in the last week, month or year (the first that holds limit of them), else all.
 * Prints {notes: [{title, folder, age}]}, age in seconds since changed, most recent first.
 */
export const LIST_NOTES = `function run(argv) {
  ${FRAMED}
  ${NOTES}
  const want = JSON.parse(argv[0]);
  let [recent, folders] = [notes.notes, undefined];
  for (const days of [7, 31, 366]) {
    const since = new Date((want.now - days * 86400) * 1000);
    const changed = notes.notes.whose({ modificationDate: { _greaterThan: since } });
    const changedIn = changed.container.name();
    if (changedIn.filter((folder) => !inBin(folder)).length < want.limit) continue;
    [recent, folders] = [changed, changedIn];
    break;
  }
  if (folders === undefined) folders = recent.container.name();
  const [titles, dates] = [recent.name(), recent.modificationDate()];
  const listed = [];
  for (let i = 0; i < titles.length; i++) {
    const age = Math.max(0, Math.round(want.now - new Date(dates[i]).getTime() / 1000));
    if (!inBin(folders[i])) listed.push({ title: titles[i], folder: folders[i], age });
  }
  listed.sort((a, b) => a.age - b.age);
  return framed({ notes: listed.slice(0, want.limit) });
}`;

/** {id}: that note deleted (into Recently Deleted); a note already there is left alone. Prints {deleted}. */
export const DELETE_NOTE = `function run(argv) {
  ${FRAMED}
  ${NOTES}
  const want = JSON.parse(argv[0]);
  const note = notes.notes.byId(want.id);
  const deleted = note.exists() && !inBin(note.container.name());
  if (deleted) note.delete();
  return framed({ deleted });
}`;
