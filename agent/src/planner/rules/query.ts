import type { DesktopCommand } from "../../commands/index.ts";
import type { Match, Rule } from "../context.ts";
import { plan } from "../outcome.ts";

/** Question words make a question; anything else only when it was asked with a question mark. */
const QUESTION = /^(?:what|which|how|when|where|who|why|tell me|show me what)\b/;

/** A question about the desktop becomes a query, answered from the snapshot and history; it changes nothing. */
const query: Match<DesktopCommand> = (clause, ctx) =>
  QUESTION.test(clause) || ctx.asked ? plan([{ type: "query", question: `${clause}?` }]) : undefined;

export const QUERY_RULES: Rule<DesktopCommand>[] = [{ precedence: "question", verbs: [], match: query }];
