import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText, readsNoWindows } from "../../../commands/index.ts";
import { HomePath, movedBy, nameOf, shown } from "../paths.ts";

export const finderMove = defineCommand({
  type: "finder_move",
  schema: z.strictObject({
    type: commandType("finder_move"),
    path: HomePath,
    to: HomePath.describe('The folder to move it into, e.g. "~/Documents"'),
  }),
  description: modelText(new URL("./move.txt", import.meta.url)),
  tier: "destructive",
  reads: readsNoWindows,
  approval: (commands) => ({
    title: commands.length === 1 ? "Move this item?" : `Move ${commands.length} items?`,
    detail: commands.map((command) => `Move ${shown(command.path)} to ${shown(command.to)}`).join("\n"),
  }),
  touches: (_command, result) => movedBy(result),
  async run(command, ctx) {
    const to = `${command.to}/${nameOf(command.path)}`;
    const moved = await ctx.spoon.call("move_file", { from: command.path, to });
    if (!moved.ok) return failedWith(moved.error);
    return done(`moved ${shown(command.path)} to ${shown(command.to)}`, {
      ...moved.value,
      moved: { from: command.path, to: moved.value.path },
    });
  },
});
