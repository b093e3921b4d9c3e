import type { DesktopCommand } from "../../commands/index.ts";
import type { Match, Rule } from "../context.ts";
import { plan } from "../outcome.ts";
import { isQuestion } from "../text.ts";

/**
 * A question about the desktop becomes a query, answered from the snapshot and history; it changes nothing.
 * Question words make a question; anything else only when it was asked with a question mark.
 */
const query: Match<DesktopCommand> = (clause, ctx) =>
  isQuestion(clause) || ctx.asked ? plan([{ type: "query", question: `${clause}?` }]) : undefined;

export const QUERY_RULES: Rule<DesktopCommand>[] = [{ precedence: "question", verbs: [], match: query }];
