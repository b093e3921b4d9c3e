import type { Snapshot } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import type { ApiError } from "../errors/index.ts";
import type { ExecResult } from "../exec/index.ts";
import type { Candidate, PlannedEnvelope } from "../registry/index.ts";

/** Asks the person which candidate they meant; undefined when they chose none (or nobody could be asked). */
export type Clarifier = (reason: string, candidates: Candidate[]) => Promise<Candidate | undefined>;

export type RunOutcome =
  | { kind: "unplanned"; error: ApiError; before: Snapshot }
  | { kind: "clarify"; envelope: PlannedEnvelope; before: Snapshot }
  | { kind: "executed"; envelope: PlannedEnvelope; result: ExecResult; before: Snapshot; after: Snapshot };

/**
 * Why a plan that asks nothing was not made, said the same wherever the person reads it: what this desktop lacks
 * (`cannot: "here"`), or that only Claude plans these words, and `askClaude`, how to have it do so where they are.
 */
export function notDoneMessage(envelope: PlannedEnvelope, askClaude: string): string {
  const reason = plainLine(envelope.clarification_reason ?? "");
  if (envelope.cannot === "here") return `cannot do that here: ${reason}`;
  return `${reason}; for Claude to plan it, ${askClaude}`;
}
