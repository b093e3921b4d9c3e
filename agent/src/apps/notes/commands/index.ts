import type * as z from "zod";
import { notesAppend } from "./append.ts";
import { notesCreate } from "./create.ts";
import { notesList } from "./list.ts";

/** Notes' commands, one line each. */
export const NOTES_COMMANDS = [notesCreate, notesAppend, notesList] as const;

/** A command of Notes', as its schema makes it. */
export type NotesCommand = z.infer<(typeof NOTES_COMMANDS)[number]["schema"]>;
