import { asTyped, pattern, plan, type Rule } from "../../planner/index.ts";
import type { NotesCommand } from "./commands/index.ts";

/** "new note groceries: milk, eggs", "create a note called groceries": the title, then the body after a colon. */
const NEW_NOTE = /^(?:new|create|make|add)(?: a)?(?: new)? note(?: (?:called|titled|named))? (.+)$/;
/** The same as typed (the clause has lost its colon and its case): the title, then the body after a colon. */
const AS_TYPED = /^(?:new|create|make|add)(?: a)?(?: new)?\s+note(?:\s+(?:called|titled|named))?\s+([\s\S]+)$/i;
/** A colon that parts the title from the body: any but one inside a time or a ratio ("1:1", "10:30"). */
const SEPARATOR = /(?<!\d):|:(?!\d)/g;

/**
 * "1:1 with sam: agenda" is the title "1:1 with sam" and the body "agenda". Two colons that could each part
 * them ("links: see: this") leave the title unknown: undefined.
 */
function titleAndBody(typed: string): { title: string; body: string } | undefined {
  const colons = [...typed.matchAll(SEPARATOR)].map((found) => found.index);
  if (colons.length > 1) return undefined;
  const at = colons[0] ?? typed.length;
  return { title: typed.slice(0, at).trim(), body: typed.slice(at + 1).trim() };
}

/** "add bread to the groceries note", "append call mom to my todo note", "add eggs to note groceries". */
const APPEND = /^(?:add|append) (.+?) to (?:(?:the|my) )?(?:note (.+)|(.+?) note)$/;

const LIST_NOTES = pattern(
  String.raw`^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: recent| latest)? notes`,
  String.raw`|what notes do i have|(?:what are )?my (?:recent )?notes)\??$`,
);

const newNote: Rule<NotesCommand> = {
  precedence: "sentence",
  verbs: ["new", "create", "make", "add"],
  match: (clause, ctx) => {
    const typed = NEW_NOTE.test(clause) ? AS_TYPED.exec(ctx.original)?.[1] : undefined;
    const note = typed === undefined ? undefined : titleAndBody(typed);
    return note?.title ? plan([{ type: "notes_create", ...note }]) : undefined;
  },
};

const append: Rule<NotesCommand> = {
  precedence: "sentence",
  verbs: ["add", "append"],
  match: (clause, ctx) => {
    const found = APPEND.exec(clause);
    if (!found) return undefined;
    const [text, title] = [found[1]!, (found[2] ?? found[3])!];
    return plan([{ type: "notes_append", title: asTyped(title, ctx), text: asTyped(text, ctx) }]);
  },
};

const list: Rule<NotesCommand> = {
  precedence: "sentence",
  verbs: ["list", "show", "see"],
  match: (clause) => (LIST_NOTES.test(clause) ? plan([{ type: "notes_list", limit: 10 }]) : undefined),
};

/** Notes' offline rules: plain note commands planned with no model call. */
export const NOTES_RULES: Rule<NotesCommand>[] = [newNote, append, list];
