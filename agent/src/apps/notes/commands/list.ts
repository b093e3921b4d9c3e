import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText, readsNoWindows } from "../../../commands/index.ts";
import { plainLine } from "../../../util/index.ts";
import { NOTES_LIST } from "../operations.ts";

export const notesList = defineCommand({
  type: "notes_list",
  schema: z.strictObject({
    type: commandType("notes_list"),
    limit: z.number().int().min(1).max(50).default(10).describe("How many notes to list, most recently changed first"),
  }),
  description: modelText(new URL("./list.txt", import.meta.url)),
  tier: "read",
  reads: readsNoWindows,
  async run(command, ctx) {
    const listed = await ctx.spoon.callApp(NOTES_LIST, { limit: command.limit });
    if (!listed.ok) return failedWith(listed.error);
    const { notes } = listed.value;
    if (notes.length === 0) return done("Notes has no notes", listed.value);
    const lines = notes.map((note, i) => `${i + 1}. ${plainLine(note.title)} (${plainLine(note.folder)})`);
    return done(`${notes.length} recent notes:\n${lines.join("\n")}`, listed.value);
  },
});
