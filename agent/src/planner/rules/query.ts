import type { Rule } from "../context.ts";
import { plan } from "../outcome.ts";

/** Question words make a question; "do ...", "is ..." and the like only with a question mark. */
const QUESTION = /^(?:what|which|how|when|where|who|why|tell me|show me what)\b.*|.*\?$/;

/** A question about the desktop becomes a query, answered from the snapshot and history; it changes nothing. */
export const queryRule: Rule = (clause, _ctx) => (QUESTION.test(clause) ? plan([{ type: "query", question: clause.replace(/\?*$/, "?") }]) : undefined);
