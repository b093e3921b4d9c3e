import type { Snapshot } from "../contract/index.ts";
import type { ApiError } from "../errors/index.ts";
import type { ExecResult } from "../exec/index.ts";
import type { Candidate, PlannedEnvelope } from "../registry/index.ts";

/** Asks the person which candidate they meant; undefined when they chose none (or nobody could be asked). */
export type Clarifier = (reason: string, candidates: Candidate[]) => Promise<Candidate | undefined>;

export type RunOutcome =
  | { kind: "unplanned"; error: ApiError; before: Snapshot }
  | { kind: "clarify"; envelope: PlannedEnvelope; before: Snapshot }
  | { kind: "executed"; envelope: PlannedEnvelope; result: ExecResult; before: Snapshot; after: Snapshot };
