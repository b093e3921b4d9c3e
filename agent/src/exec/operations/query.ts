import type { Operation } from "../types.ts";

/** Answers a question about the desktop; changes nothing. */
export const query: Operation<"query"> = {
  type: "query",
  async run(command, ctx) {
    const answer = await ctx.answer(command.question, ctx.before);
    return { message: answer, result: { question: command.question, answer } };
  },
};
