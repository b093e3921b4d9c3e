import * as z from "zod";
import { commandType } from "./fields.ts";
import { defineCommand, done, failed, failedWith, modelText } from "./define.ts";
import { plainLine } from "../util/index.ts";

export const scroll = defineCommand({
  type: "scroll",
  schema: z.strictObject({
    type: commandType("scroll"),
    direction: z.enum(["up", "down", "left", "right"]).describe("Which way to scroll: down shows what is further down"),
    amount: z
      .number()
      .int("amount is a whole number of lines")
      .min(1, "amount is at least 1 line")
      .max(50, "amount is at most 50 lines")
      .optional()
      .describe("Lines to scroll (default 5)"),
  }),
  description: modelText(new URL("./scroll.txt", import.meta.url)),
  effect: { tier: "write" },
  /** In the middle of the focused window: where the person is looking. */
  async run(command, ctx) {
    const desktop = await ctx.read();
    const window = desktop.windows.find((w) => w.focused && !w.minimized);
    if (!window) return failed("no window is in front to scroll", undefined, "action");
    const x = Math.floor(window.frame.x + window.frame.w / 2);
    const y = Math.floor(window.frame.y + window.frame.h / 2);
    const amount = command.amount ?? 5;
    const scrolled = await ctx.spoon.call("scroll", { x, y, direction: command.direction, amount });
    if (!scrolled.ok) return failedWith(scrolled.error);
    const where = `${plainLine(window.app)}: ${plainLine(window.title)}`;
    return done(`scrolled ${command.direction} ${amount} lines in ${where}`, scrolled.value);
  },
});
