import * as z from "zod";
import {
  commandType,
  defineCommand,
  done,
  failed,
  failedWith,
  modelText,
  readsNoWindows,
} from "../../../commands/index.ts";
import { plainLine } from "../../../util/index.ts";
import type { WouldLose } from "../../../../../spoon/src/apps/notes/contract.ts";
import { NOTES_APPEND } from "../operations.ts";

/** What an append through Notes' `body` would destroy, as the refusal names it. */
const LOST: Record<Exclude<WouldLose, "" | "locked">, string> = {
  checklist: "a checklist or list (Notes' scripting reads a checklist as a plain list)",
  attachments: "attachments",
  formatting: "formatting (headings, tables or pictures)",
};

/** Why nothing was added to the note and what the person can do instead. */
function leftAlone(title: string, text: string, wouldLose: Exclude<WouldLose, "">): string {
  const instead = `add "${text}" by hand in Notes, or make a new note with it`;
  if (wouldLose === "locked") return `the note "${title}" is locked: nothing was added; ${instead}`;
  const lost = `adding text through Notes' scripting rewrites the whole note and loses that for good`;
  return `the note "${title}" has ${LOST[wouldLose]}, and ${lost}: nothing was added; ${instead}`;
}

export const notesAppend = defineCommand({
  type: "notes_append",
  schema: z.strictObject({
    type: commandType("notes_append"),
    title: z.string().trim().min(1, "title must not be empty").max(200).describe("The title of the note to add to"),
    text: z.string().trim().min(1, "text must not be empty").max(20_000).describe("The text to add, as a new line"),
  }),
  description: modelText(new URL("./append.txt", import.meta.url)),
  tier: "write",
  reads: readsNoWindows,
  touches: () => ({ apps: ["Notes"] }),
  irreversible: (command) => [{ stays: "saved", what: `the text added to the note "${plainLine(command.title)}"` }],
  async run(command, ctx) {
    const outcome = await ctx.spoon.callApp(NOTES_APPEND, { title: command.title, text: command.text });
    if (!outcome.ok) return failedWith(outcome.error);
    const { appended, wouldLose, matches } = outcome.value;
    const title = plainLine(command.title);
    if (appended) return done(`added "${plainLine(command.text)}" to the note "${title}"`, outcome.value);
    if (wouldLose !== "") return failed(leftAlone(title, plainLine(command.text), wouldLose));
    if (matches.length === 0)
      return failed(`no note is titled "${title}": nothing was added (say "list my notes" to see their titles)`);
    const where = matches.map((note) => `"${plainLine(note.title)}" in ${plainLine(note.folder)}`).join(", ");
    return failed(`${matches.length} notes are titled "${title}" (${where}): nothing was added; rename one in Notes`);
  },
});
