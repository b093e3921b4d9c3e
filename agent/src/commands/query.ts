import * as z from "zod";
import { commandType } from "./fields.ts";
import { isExpected } from "../errors/index.ts";
import { defineCommand, done, failedWith, modelText } from "./define.ts";
import { plainLine } from "../util/index.ts";

const Question = z
  .string()
  .trim()
  .min(1, "question must not be empty")
  .max(4096, "question must be at most 4 KiB (4096 characters)")
  .describe("The person's question about their desktop");

export const query = defineCommand({
  type: "query",
  schema: z.strictObject({ type: commandType("query"), question: Question }),
  description: modelText(new URL("./query.txt", import.meta.url)),
  effect: { tier: "read" },
  async run(command, ctx) {
    try {
      const answer = await ctx.answer(command.question, ctx.before);
      // The model's words are one line of the message: they cannot add lines of their own.
      return done(plainLine(answer), { question: command.question, answer });
    } catch (error) {
      if (isExpected(error)) return failedWith(error);
      throw error;
    }
  },
});
