import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText, readsNoWindows } from "../../../commands/index.ts";
import { FINDER_OPS } from "../operations.ts";
import { HomePath, movedBy, shown } from "../paths.ts";

export const finderTrash = defineCommand({
  type: "finder_trash",
  schema: z.strictObject({ type: commandType("finder_trash"), path: HomePath }),
  description: modelText(new URL("./trash.txt", import.meta.url)),
  tier: "destructive",
  reads: readsNoWindows,
  approval: (commands) => ({
    title: commands.length === 1 ? "Move to Trash?" : `Move ${commands.length} items to Trash?`,
    detail: commands.map((command) => `Move to Trash: ${shown(command.path)}`).join("\n"),
  }),
  touches: (_command, result) => movedBy(result),
  async run(command, ctx) {
    const trashed = await ctx.spoon.callApp(FINDER_OPS.finder_trash, { path: command.path });
    if (!trashed.ok) return failedWith(trashed.error);
    const moved = { from: trashed.value.path, to: trashed.value.trashed };
    return done(`moved ${shown(command.path)} to the Trash`, { ...trashed.value, moved });
  },
});
