import type { Rule } from "../context.ts";
import { plan } from "../outcome.ts";

const QUESTION = /^(?:what|which|how|when|where|who|why|is|are|do|does|did|can|could|tell me|show me what)\b.*|.*\?$/;

/** A question about the desktop becomes a query, answered from the snapshot and history; it changes nothing. */
export const queryRule: Rule = (clause, _ctx) => (QUESTION.test(clause) ? plan([{ type: "query", question: clause.replace(/\?*$/, "?") }]) : undefined);
