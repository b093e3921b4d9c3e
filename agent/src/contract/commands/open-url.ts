import * as z from "zod";

export const OpenUrl = z
  .strictObject({
    type: z.literal("open_url"),
    url: z
      .string()
      .trim()
      .min(1, "url must not be empty")
      .describe('A URL, a domain, or a bare site name such as "youtube"'),
  })
  .describe("Open a URL in a new browser tab.");
