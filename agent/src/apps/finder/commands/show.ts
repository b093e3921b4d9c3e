import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText, readsNoWindows } from "../../../commands/index.ts";
import { FINDER_OPS } from "../operations.ts";
import { HomePath, shown, touchesFinder } from "../paths.ts";

// Showing a file or a folder changes no file, only what Finder shows: read tier, as bringing an app forward is.

export const finderReveal = defineCommand({
  type: "finder_reveal",
  schema: z.strictObject({ type: commandType("finder_reveal"), path: HomePath }),
  description: modelText(new URL("./reveal.txt", import.meta.url)),
  tier: "read",
  reads: readsNoWindows,
  acts: () => [{ act: "front", app: { name: "Finder", bundleID: "com.apple.finder" } }],
  touches: touchesFinder,
  async run(command, ctx) {
    const shownIn = await ctx.spoon.callApp(FINDER_OPS.finder_reveal, { path: command.path });
    if (!shownIn.ok) return failedWith(shownIn.error);
    return done(`revealed ${shown(command.path)} in Finder`, shownIn.value);
  },
});

export const finderOpen = defineCommand({
  type: "finder_open",
  schema: z.strictObject({ type: commandType("finder_open"), path: HomePath }),
  description: modelText(new URL("./open.txt", import.meta.url)),
  tier: "read",
  reads: readsNoWindows,
  acts: () => [{ act: "front", app: { name: "Finder", bundleID: "com.apple.finder" } }],
  touches: touchesFinder,
  async run(command, ctx) {
    const opened = await ctx.spoon.callApp(FINDER_OPS.finder_open, { path: command.path });
    if (!opened.ok) return failedWith(opened.error);
    return done(`opened ${shown(command.path)} in Finder`, opened.value);
  },
});
