import type { SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { APPEND_NOTE, CREATE_NOTE, DELETE_NOTE, LIST_NOTES } from "./scripts";
import { NOTES_SCRIPT_SECONDS, type NotesOps } from "./contract";

export const NOTES_NAME = "Notes";

type Table = { [key: string]: unknown };
type Result<K extends keyof NotesOps> = NotesOps[K]["result"];

/** Text as Notes' HTML body: its markup characters escaped, each line a line. */
export function asHtml(text: string): string {
  let [html] = string.gsub(text, "&", "&amp;");
  [html] = string.gsub(html, "<", "&lt;");
  [html] = string.gsub(html, ">", "&gt;");
  [html] = string.gsub(html, "\r?\n", "<br>");
  return `<div>${html}</div>`;
}

/** Runs one Notes script with its data as JSON in argv and decodes the JSON it prints. */
async function notesScript(ctx: SpoonContext, script: string, params: object): Promise<Table> {
  const app = { app: NOTES_NAME, text: script };
  const output = await runScript(ctx, app, [hs.json.encode(params)!], NOTES_SCRIPT_SECONDS);
  const decoded = hs.json.decode(output);
  if (type(decoded) !== "table") throw `Notes' answer could not be read: ${string.sub(output, 1, 200)}`;
  return decoded as Table;
}

/** The decoded answer's field, which must be of Lua type `kind`. */
function field<T>(answer: Table, key: string, kind: "string" | "boolean" | "table"): T {
  const value = answer[key];
  if (type(value) !== kind) throw `Notes' answer has no ${key}: ${hs.json.encode(answer) ?? ""}`;
  return value as T;
}

export async function createNote(ctx: SpoonContext, title: string, body: string) {
  const answer = await notesScript(ctx, CREATE_NOTE, { title, body: asHtml(body) });
  return { id: field<string>(answer, "id", "string"), title } satisfies Result<"notes_create">;
}

export async function appendToNote(ctx: SpoonContext, title: string, text: string) {
  const answer = await notesScript(ctx, APPEND_NOTE, { title, html: asHtml(text) });
  const matches = field<Result<"notes_append">["matches"]>(answer, "matches", "table");
  const wouldLose = field<Result<"notes_append">["wouldLose"]>(answer, "wouldLose", "string");
  const appended = field<boolean>(answer, "appended", "boolean");
  return { appended, wouldLose, matches } satisfies Result<"notes_append">;
}

/** The most recently changed notes first, at most `limit`, their ages from the Mac's date. */
export async function listNotes(ctx: SpoonContext, limit: number) {
  const answer = await notesScript(ctx, LIST_NOTES, { limit, now: os.time() });
  const notes = field<Result<"notes_list">["notes"]>(answer, "notes", "table");
  table.sort(notes, (a, b) => a.age < b.age);
  const recent: Result<"notes_list">["notes"] = [];
  for (const note of notes) if (recent.length < limit) recent.push(note);
  return { notes: recent } satisfies Result<"notes_list">;
}

export async function deleteNote(ctx: SpoonContext, id: string) {
  const answer = await notesScript(ctx, DELETE_NOTE, { id });
  return { deleted: field<boolean>(answer, "deleted", "boolean") } satisfies Result<"notes_delete">;
}
