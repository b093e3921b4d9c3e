import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText, readsNoWindows } from "../../../commands/index.ts";
import { FINDER_OPS } from "../operations.ts";
import { HomePath, shown } from "../paths.ts";

const FolderName = z
  .string()
  .trim()
  .min(1, "name must not be empty")
  .max(255, "a folder name is at most 255 characters")
  .regex(/^[^/:]+$/, 'a folder name has no "/" or ":"')
  .refine((name) => name !== "." && name !== "..", 'a folder name is not "." or ".."')
  .describe('The new folder\'s name, e.g. "Receipts"');

export const finderNewFolder = defineCommand({
  type: "finder_new_folder",
  schema: z.strictObject({
    type: commandType("finder_new_folder"),
    path: HomePath.describe('The folder to make it in, e.g. "~/Desktop"'),
    name: FolderName,
  }),
  description: modelText(new URL("./new-folder.txt", import.meta.url)),
  tier: "write",
  reads: readsNoWindows,
  /** A folder it made stays: undo does not delete (that would be a destructive step of its own). */
  irreversible: (_command, result) => {
    const made = (result as { path?: unknown } | undefined)?.path;
    return typeof made === "string" ? [{ stays: "saved", what: `the new folder ${shown(made)}` }] : [];
  },
  async run(command, ctx) {
    const made = await ctx.spoon.callApp(FINDER_OPS.finder_new_folder, { path: command.path, name: command.name });
    if (!made.ok) return failedWith(made.error);
    return done(`made the folder ${shown(made.value.path)}`, made.value);
  },
});
