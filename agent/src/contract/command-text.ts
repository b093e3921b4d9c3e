import * as z from "zod";
import { illFormedText } from "../util/index.ts";

/**
 * The longest command a person may give, in characters (as JavaScript counts them): a long paragraph is a tenth of
 * it. Every entry (the CLI, the Spoon's run, a client's execute) refuses more before planning.
 */
export const MAX_COMMAND_CHARS = 4096;

/** What a command over the limit is told. */
export const commandTooLong = (chars: number): string =>
  `the command is ${chars} characters long; the limit is ${MAX_COMMAND_CHARS}: say it in fewer words`;

/** A person's command as a request carries it: at most MAX_COMMAND_CHARS, or refused with commandTooLong. */
export const CommandText = z
  .string()
  .max(MAX_COMMAND_CHARS, { error: (issue) => commandTooLong(String(issue.input).length) })
  .check(wellFormedText("the command"));

/**
 * A zod check for a text that crosses a boundary: a NUL or a lone UTF-16 surrogate is refused, saying which and
 * where (illFormedText), never cut short or passed on to fail at the Spoon.
 */
export function wellFormedText(what?: string): z.core.$ZodCheck<string> {
  return z.superRefine((text: string, context) => {
    const problem = illFormedText(text);
    if (problem) context.addIssue({ code: "custom", message: what ? `${what} ${problem}` : problem, input: text });
  });
}
