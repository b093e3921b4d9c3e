import * as z from "zod";
import { restore, UNDO_DEPTH } from "../undo/index.ts";
import { commandType } from "./fields.ts";
import { defineCommand, done, failed, modelText } from "./define.ts";

export const undo = defineCommand({
  type: "undo",
  schema: z.strictObject({ type: commandType("undo") }),
  description: modelText(new URL("./undo.txt", import.meta.url)),
  effect: { tier: "destructive" },
  /** The way back is checked against the desktop as it is when the undo runs, before anything moves. */
  async run(_command, ctx) {
    const { entry, lost } = ctx.undo.latest();
    if (!entry)
      return failed(
        lost
          ? `${lost}; nothing to undo`
          : `there is nothing to undo: no recent command changed the desktop (undo goes back ${UNDO_DEPTH} commands)`,
        undefined,
        // Not bad input: the command was understood, and there is nothing it can do.
        "action",
      );
    const restored = await restore(entry, {
      spoon: ctx.spoon,
      desktop: await ctx.read(),
      closeTabsWithoutAsking: ctx.config.approval.closeTabsWithoutAsking,
      approve: ctx.approve,
      presets: ctx.presets,
    });
    const message = lost ? `${restored.message}\n${lost}` : restored.message;
    if ("declined" in restored) return failed(message, undefined, "cancelled");
    // Nothing went back (an app did not answer, say): the way back stays, to try again.
    if (restored.ok || restored.did > 0) ctx.undo.drop(entry.run);
    return restored.ok ? done(message, { undid: entry.run }) : failed(message, { undid: entry.run });
  },
});
