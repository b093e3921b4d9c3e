import type { Command } from "../commands/index.ts";

/** A choice offered when the planner is not sure: what a person reads, and the plan it stands for. */
export interface Candidate {
  label: string;
  commands: Command[];
  /** Choosing it teaches the planner the person's word ("my editor" → Cursor, "the docs tab" → a site). */
  alias?: { phrase: string; app: string } | { phrase: string; site: string };
}

/** What a rule makes of a clause: a plan, a question back, or nothing (the clause is not its form). */
/** A plan names the app it acts on (for "it" later) and the screen it puts it on, if it moves it. */
export type Outcome =
  | { kind: "plan"; commands: Command[]; app?: string; screen?: number }
  | { kind: "clarify"; reason: string; candidates: Candidate[] };

export const plan = (commands: Command[], app?: string, screen?: number): Outcome => ({
  kind: "plan",
  commands,
  ...(app ? { app } : {}),
  ...(screen !== undefined ? { screen } : {}),
});
export const clarify = (reason: string, candidates: Candidate[] = []): Outcome => ({
  kind: "clarify",
  reason,
  candidates,
});
