/**
 * A command as a rule makes it. The planner reads only its type; the registry (registry/) narrows it to
 * the `Command` union of every command there is, and each rule to the commands it makes.
 */
export interface PlannedCommand {
  type: string;
}

/** A choice offered when the planner is not sure: what a person reads, and the plan it stands for. */
export interface Candidate<C extends PlannedCommand = PlannedCommand> {
  label: string;
  commands: C[];
  /** Choosing it teaches the planner the person's word ("my editor" → Cursor, "the docs tab" → a site). */
  alias?: { phrase: string; app: string } | { phrase: string; site: string };
}

/**
 * Why a clause is no plan although nothing is asked: `here`, the desktop as it is cannot do it ("Spotify is not
 * running", "Finder has no window to center"); `offline`, the offline planner does not know the words (Claude may).
 */
export type Unable = "here" | "offline";

/** What a rule makes of a clause: a plan, a question back, or nothing (the clause is not its form). */
/** A plan names the app it acts on (for "it" later) and the screen it puts it on, if it moves it. */
export type Outcome<C extends PlannedCommand = PlannedCommand> =
  | { kind: "plan"; commands: C[]; app?: string; screen?: number }
  | { kind: "clarify"; reason: string; candidates: Candidate<C>[]; cannot?: Unable };

export const plan = <C extends PlannedCommand>(commands: C[], app?: string, screen?: number): Outcome<C> => ({
  kind: "plan",
  commands,
  ...(app ? { app } : {}),
  ...(screen !== undefined ? { screen } : {}),
});
export const clarify = <C extends PlannedCommand = never>(
  reason: string,
  candidates: Candidate<C>[] = [],
): Outcome<C> => ({
  kind: "clarify",
  reason,
  candidates,
});

/** A clause understood that cannot be done here, saying why: nothing to choose, so no question. */
export const cannot = <C extends PlannedCommand = never>(reason: string, why: Unable = "here"): Outcome<C> => ({
  kind: "clarify",
  reason,
  candidates: [],
  cannot: why,
});
