import * as z from "zod";
import { wellFormedText } from "../contract/index.ts";
import { commandType } from "./fields.ts";
import { plainLine } from "../util/index.ts";
import { typedText } from "../spoon/index.ts";
import { defineCommand, done, failedWith, modelText } from "./define.ts";

export const typeText = defineCommand({
  type: "type_text",
  schema: z.strictObject({
    type: commandType("type_text"),
    text: z
      .string()
      .min(1, "text must not be empty")
      .max(5000, "text must be at most 5000 characters")
      .check(wellFormedText())
      .describe("The text to type, exactly"),
  }),
  description: modelText(new URL("./type-text.txt", import.meta.url)),
  effect: { tier: "destructive", openWorld: true },
  acts: (command) => [{ act: "type", text: command.text }],
  irreversible: (command) => [{ sent: "characters", count: command.text.length }],
  async run(command, ctx) {
    const typed = await ctx.spoon.call("type_text", { text: command.text });
    if (!typed.ok) return failedWith(typed.error);
    const { app, window } = typed.value;
    const into = app ? ` into ${plainLine(app)}${window ? `: ${plainLine(window)}` : ""}` : "";
    return done(typedText(typed.value, into), typed.value);
  },
});
