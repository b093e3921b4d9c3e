import type { Rule } from "../context.ts";
import { plan } from "../outcome.ts";

/** Question words make a question; anything else only when it was asked with a question mark. */
const QUESTION = /^(?:what|which|how|when|where|who|why|tell me|show me what)\b/;

/** A question about the desktop becomes a query, answered from the snapshot and history; it changes nothing. */
export const queryRule: Rule = (clause, ctx) =>
  QUESTION.test(clause) || ctx.asked ? plan([{ type: "query", question: `${clause}?` }]) : undefined;
