import * as z from "zod";

export const Query = z
  .strictObject({
    type: z.literal("query"),
    question: z
      .string()
      .trim()
      .min(1, "question must not be empty")
      .describe("The person's question about their desktop"),
  })
  .describe("Answer a question about the desktop (apps, windows, tabs, history); changes nothing.");
