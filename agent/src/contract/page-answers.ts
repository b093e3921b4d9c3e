import * as z from "zod";
import type { PageAnswer, PageRequest } from "../../../spoon/src/apps/page-contract.ts";

export type { PageAnswer, PageRequest } from "../../../spoon/src/apps/page-contract.ts";

/** A page tool and its input, to run in a tab (absent: the active one): the browsers' page operations' params. */
export const PageRequestSchema = z.object({
  tool: z.string(),
  input: z.record(z.string(), z.unknown()),
  tab: z.string().optional(),
}) satisfies z.core.$ZodType<PageRequest>;

/** The tab after a page tool, and the tool's output: what the browsers' page operations answer. */
export const PageAnswerSchema = z.object({
  tab: z.object({ id: z.string(), url: z.string(), title: z.string() }),
  output: z.record(z.string(), z.unknown()),
}) satisfies z.core.$ZodType<PageAnswer>;
