import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText, readsNoWindows } from "../../../commands/index.ts";
import { wayBackCall } from "../../../undo/index.ts";
import { plainLine } from "../../../util/index.ts";
import { NOTES_CREATE, NOTES_DELETE } from "../operations.ts";

export const notesCreate = defineCommand({
  type: "notes_create",
  schema: z.strictObject({
    type: commandType("notes_create"),
    title: z
      .string()
      .trim()
      .min(1, "title must not be empty")
      .max(200)
      .describe("The note's title, as the person said it"),
    body: z.string().max(20_000).describe("The note's text after its title, as the person said it; may be empty"),
  }),
  description: modelText(new URL("./create.txt", import.meta.url)),
  tier: "write",
  reads: readsNoWindows,
  touches: () => ({ apps: ["Notes"] }),
  /** The note it made goes to Recently Deleted (by its id: another note of that title stays). */
  wayBack(command, result) {
    const made = NOTES_CREATE.result.safeParse(result);
    if (!made.success) return [];
    const note = `the note "${plainLine(command.title)}"`;
    return [
      wayBackCall(
        NOTES_DELETE,
        { id: made.data.id },
        {
          what: `move ${note} to Recently Deleted`,
          did: `moved ${note} to Recently Deleted`,
          unless: { falseField: "deleted", told: `${note}, deleted meanwhile` },
        },
      ),
    ];
  },
  // Never retried: a create whose answer is lost may have made the note, and a second try would make two.
  async run(command, ctx) {
    const made = await ctx.spoon.callApp(NOTES_CREATE, { title: command.title, body: command.body });
    if (!made.ok) return failedWith(made.error);
    return done(`created the note "${plainLine(command.title)}" in Notes`, made.value);
  },
});
