import { firstFailure, integer, OpFailure, text, type OwnOperations } from "../../runtime";
import { defineApp } from "../app";
import type { NotesOps } from "./contract";
import { appendToNote, createNote, deleteNote, listNotes, NOTES_NAME } from "./notes";

/** A body or an added text: a string, which may be empty. */
function anyText(params: { [key: string]: unknown }, key: string): string | OpFailure {
  return type(params[key]) === "string" ? (params[key] as string) : new OpFailure(`${key} must be a string`);
}

const operations: OwnOperations<NotesOps> = {
  notes_create: {
    name: "notes_create",
    parse: (params) => {
      const [title, body] = [text(params, "title"), anyText(params, "body")];
      return firstFailure({ title, body }) ?? { title: title as string, body: body as string };
    },
    run: ({ title, body }, ctx) => createNote(ctx, title, body),
  },
  notes_append: {
    name: "notes_append",
    parse: (params) => {
      const [title, added] = [text(params, "title"), text(params, "text")];
      return firstFailure({ title, added }) ?? { title: title as string, text: added as string };
    },
    run: ({ title, text: added }, ctx) => appendToNote(ctx, title, added),
  },
  notes_list: {
    name: "notes_list",
    parse: (params) => {
      const limit = integer(params, "limit");
      if (limit instanceof OpFailure) return limit;
      return limit < 1 ? new OpFailure("limit must be 1 or more") : { limit };
    },
    run: ({ limit }, ctx) => listNotes(ctx, limit),
  },
  notes_delete: {
    name: "notes_delete",
    parse: (params) => {
      const id = text(params, "id");
      return id instanceof OpFailure ? id : { id };
    },
    run: ({ id }, ctx) => deleteNote(ctx, id),
  },
};

/** Notes: notes created, appended to, listed, and deleted again (undo), by JXA. */
export const notes = defineApp({ name: NOTES_NAME, operations });
