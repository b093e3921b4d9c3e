import * as z from "zod";
import { NOTES_SECONDS, type NotesOps } from "../../../../spoon/src/apps/notes/contract.ts";
import { appOperation, type AppOperationsAgree } from "../../contract/index.ts";

const NoteRef = z.object({ id: z.string(), title: z.string(), folder: z.string() });

export const NOTES_CREATE = appOperation({
  name: "notes_create",
  params: z.object({ title: z.string(), body: z.string() }),
  result: z.object({ id: z.string(), title: z.string() }),
  seconds: NOTES_SECONDS.notes_create,
});
export const NOTES_APPEND = appOperation({
  name: "notes_append",
  params: z.object({ title: z.string(), text: z.string() }),
  result: z.object({
    appended: z.boolean(),
    wouldLose: z.enum(["", "locked", "attachments", "checklist", "formatting"]),
    matches: z.array(NoteRef),
  }),
  seconds: NOTES_SECONDS.notes_append,
});
export const NOTES_LIST = appOperation({
  name: "notes_list",
  params: z.object({ limit: z.number().int() }),
  result: z.object({ notes: z.array(z.object({ title: z.string(), folder: z.string(), age: z.number() })) }),
  seconds: NOTES_SECONDS.notes_list,
});
export const NOTES_DELETE = appOperation({
  name: "notes_delete",
  params: z.object({ id: z.string() }),
  result: z.object({ deleted: z.boolean() }),
  seconds: NOTES_SECONDS.notes_delete,
});

export const notesOperationsAgree: AppOperationsAgree<
  {
    notes_create: typeof NOTES_CREATE;
    notes_append: typeof NOTES_APPEND;
    notes_list: typeof NOTES_LIST;
    notes_delete: typeof NOTES_DELETE;
  },
  NotesOps
> = true;
