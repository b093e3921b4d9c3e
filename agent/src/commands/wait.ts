import * as z from "zod";
import { commandType } from "./fields.ts";
import { cancelledStep, defineCommand, done, modelText } from "./define.ts";

export const wait = defineCommand({
  type: "wait",
  schema: z.strictObject({
    type: commandType("wait"),
    seconds: z
      .number()
      .min(0.1, "seconds must be at least 0.1")
      .max(30, "seconds must be at most 30")
      .describe("Seconds to wait, 0.1 to 30"),
  }),
  description: modelText(new URL("./wait.txt", import.meta.url)),
  effect: { tier: "read" },
  async run(command, ctx) {
    await ctx.sleep(command.seconds);
    // Cut short by the person's cancel: the wait counts as a step that did not run.
    if (ctx.cancelled?.()) return cancelledStep();
    return done(`waited ${command.seconds} s`);
  },
});
