import type { ErrorType } from "../errors/index.ts";
import { plainLine } from "../util/index.ts";
import type { LoopStep } from "./batch.ts";
import type { LoopOptions, LoopResult } from "./options.ts";
import { act, look, startRun, think, timedOut, told, type LoopRun, type TurnSoFar } from "./steps.ts";

export type { LoopOptions, LoopResult } from "./options.ts";

/** Why a run stops before it reaches its goal. */
interface Stop {
  message: string;
  errorType: ErrorType;
}

/**
 * Observe, think, act: one screenshot, then each model reply's actions run in order (the
 * first failure skips the rest), and the tool results carry a fresh screenshot, taken once the screen
 * had `actionDelay` to settle, so each turn costs one call. It ends when the model stops calling the
 * tool, at maxIterations or the wall-clock limit ("timeout"), at the budget, or on cancel.
 */
export async function runLoop(goal: string, options: LoopOptions): Promise<LoopResult> {
  const steps: LoopStep[] = [];
  try {
    return await observeThinkAct(goal, options, steps);
  } finally {
    // A left_mouse_down the run never let go of (it ended, was cancelled, or refused): release it.
    if (buttonHeld(steps)) await options.spoon.call("mouse", { action: "up" });
  }
}

/** The algorithm: until the goal is reached or there is a reason to stop, think, act, and look at what changed. */
async function observeThinkAct(goal: string, options: LoopOptions, steps: LoopStep[]): Promise<LoopResult> {
  const run = await startRun(goal, options, steps);
  for (let iteration = 1; iteration <= options.maxIterations; iteration++) {
    const now = run.now();
    const stop = whyStop(run, now);
    if (stop) return ended(run, iteration - 1, stop);
    const turn: TurnSoFar = { iteration, started: now, shot: run.shot, reasoning: "", actions: [] };
    const thought = await think(run, run.deadline - now);
    if ("failed" in thought) return ended(run, iteration, { message: thought.failed, errorType: thought.errorType });
    turn.reasoning = thought.reasoning;
    if (thought.uses.length === 0) {
      told(run, turn);
      return ended(run, iteration, { message: plainLine(thought.reasoning) || "done" });
    }
    const batch = await act(run, thought.uses, turn);
    told(run, turn);
    if (batch.refused) return ended(run, iteration, { message: batch.refused, errorType: "cancelled" });
    if (options.cancelled?.()) return ended(run, iteration, cancelled(run));
    await look(run, batch);
  }
  const limit = `stopped after ${options.maxIterations} iterations without reaching the goal`;
  return ended(run, options.maxIterations, { message: limit, errorType: "timeout" });
}

/** Why stop before the next turn: the person cancelled, the wall-clock limit passed, or the budget forbids a call. */
function whyStop(run: LoopRun, now: number): Stop | undefined {
  if (run.options.cancelled?.()) return cancelled(run);
  if (now > run.deadline) return { message: timedOut(run), errorType: "timeout" };
  const refused = run.budget.refusal();
  return refused === undefined ? undefined : { message: refused, errorType: "budget" };
}

function cancelled(run: LoopRun): Stop {
  const done = run.steps.filter((step) => step.status === "done").length;
  return { message: `cancelled after ${done} actions`, errorType: "cancelled" };
}

/** The run's result: reached (no errorType) or stopped, after `iterations` turns, with every step and the cost. */
function ended(run: LoopRun, iterations: number, how: { message: string; errorType?: ErrorType }): LoopResult {
  const { message, errorType } = how;
  const success = errorType === undefined;
  const { steps, budget } = run;
  return {
    success,
    message,
    steps,
    iterations,
    usage: budget.usage,
    ...(success ? {} : { error: message, errorType }),
  };
}

/** Whether the left button went down in the run and did not come up. */
function buttonHeld(steps: LoopStep[]): boolean {
  const presses = steps
    .filter((step) => step.status === "done")
    .map((step) => (step.action as { action?: string }).action)
    .filter((name) => name === "left_mouse_down" || name === "left_mouse_up");
  return presses.at(-1) === "left_mouse_down";
}
