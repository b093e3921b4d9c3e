// A step that stopped to ask (it found two things where it needed one) becomes a question through the same channel
// as a planner's clarification: the person's pick runs in the step's place, with the steps after it.
import type { Snapshot } from "../contract/index.ts";
import type { ExecResult } from "../exec/index.ts";
import type { Command, PlannedEnvelope } from "../registry/index.ts";
import type { Clarifier, RunOutcome } from "./run-outcome.ts";

type Executed = { result: ExecResult; after: Snapshot };

/**
 * After a run whose failed step carries a choice: the person is asked; what they chose runs (through `execute`) in
 * place of that step, followed by the steps the failure skipped, and one outcome tells the whole run. Nobody chose:
 * when the step was the plan's first (nothing ran) the run is a clarification offering the candidates, else the
 * failed run stands (its message names them). Undefined when no step asked.
 */
export async function answerStepChoice(
  run: { envelope: PlannedEnvelope; before: Snapshot } & Executed,
  clarify: Clarifier | undefined,
  execute: (envelope: PlannedEnvelope) => Promise<Executed>,
): Promise<RunOutcome | undefined> {
  const { envelope, before, result } = run;
  const at = result.steps.findIndex((step) => step.status === "failed");
  const choice = result.steps[at]?.choice;
  if (!choice || choice.candidates.length === 0) return undefined;
  // The candidates' commands meet the command schemas when they run, as every plan's do.
  const candidates = choice.candidates as { label: string; commands: Command[] }[];
  const chosen = clarify ? await clarify(choice.reason, candidates) : undefined;
  if (!chosen) {
    if (at > 0) return undefined;
    const asked = { commands: [], needs_clarification: true, clarification_reason: choice.reason, candidates };
    return { kind: "clarify", envelope: { ...envelope, ...asked }, before };
  }
  const rest = { ...envelope, commands: [...chosen.commands, ...envelope.commands.slice(at + 1)] };
  const again = await execute(rest);
  const ran = result.steps.slice(0, at);
  const steps = [...ran, ...again.result.steps];
  const message = [...ran.map((step) => step.message), again.result.message].join("\n");
  const commands = [...envelope.commands.slice(0, at), ...rest.commands];
  return {
    kind: "executed",
    envelope: { ...envelope, commands },
    before,
    result: { ...again.result, steps, message },
    after: again.after,
  };
}
