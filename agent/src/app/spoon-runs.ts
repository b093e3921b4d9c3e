import type { Usage } from "../cost/index.ts";
import type { ErrorType } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import type { Candidate } from "../registry/index.ts";
import { askAtTheMac, WITHDRAWN, type SpoonClient } from "../spoon/index.ts";
import { WHICH_ONE } from "./messages.ts";
import { notDoneMessage } from "./run-outcome.ts";
import { runCommand, type Clarifier, type RunOutcome } from "./run.ts";
import type { AppService } from "./service.ts";
import type { RunParams } from "./spoon-params.ts";

const log = createLogger("app.spoon");

/**
 * A command's result, as the Spoon's Lua callers get it: what happened, step by step; on failure the errorType
 * and one line of error.
 */
interface CommandResult {
  success: boolean;
  message: string;
  steps: unknown[];
  iterations: number;
  errorType?: ErrorType;
  error?: string;
  /** What the vision loop spent, when the command needed the screen. */
  usage?: Usage;
}

/**
 * The Spoon's chooser; when it cannot be shown (no Spoon, timed out) nobody chose, and the log says why. Once the run
 * is cancelled (`signal`), the chooser is withdrawn: nobody chose.
 */
export function spoonClarifier(spoon: SpoonClient, signal?: AbortSignal): Clarifier {
  return async (reason: string, candidates: Candidate[]) => {
    const choices = candidates.map((c) => c.label);
    const chosen = await askAtTheMac(spoon, signal, (key) =>
      spoon.call("choose", { prompt: reason, choices, ...(key ? { key } : {}) }),
    );
    if (chosen === WITHDRAWN) return undefined;
    if (!chosen.ok) {
      log.warn("could not ask at the Mac which one was meant", { error: chosen.error.message });
      return undefined;
    }
    return chosen.value.index ? candidates[chosen.value.index - 1] : undefined;
  };
}

/** A line of progress at the Mac; one that cannot be shown is only logged: the run goes on. */
async function showProgress(spoon: SpoonClient, line: string): Promise<void> {
  const shown = await spoon.call("show_progress", { text: line.slice(0, 300) });
  if (!shown.ok) log.warn("could not show progress at the Mac", { error: shown.error.message });
}

const failed = (errorType: ErrorType, error: string): CommandResult => ({
  success: false,
  message: error,
  steps: [],
  iterations: 0,
  errorType,
  error,
});

function resultOf(outcome: RunOutcome): CommandResult {
  if (outcome.kind === "unplanned") return failed(outcome.error.errorType, outcome.error.message);
  if (outcome.kind === "clarify" && outcome.envelope.cannot) {
    const message = notDoneMessage(outcome.envelope, "the agent needs an API key (hs-claude key set)");
    // As before for hs.claude.execute and as MCP says it: the command was refused before anything ran.
    return failed("validation", message);
  }
  if (outcome.kind === "clarify") {
    const { clarification_reason: reason, candidates } = outcome.envelope;
    return candidates?.length
      ? failed("cancelled", `nothing was chosen (${reason ?? WHICH_ONE}): nothing ran`)
      : failed("validation", `${reason ?? "the command needs clarification"}: nothing ran`);
  }
  const { success, message, steps, iterations, errorType, error, observed, usage } = outcome.result;
  // The steps: the commands, then the page steps or what the vision loop did.
  const all = [...steps, ...(outcome.result.pageSteps ?? []), ...(observed ?? [])];
  const optional = { ...(errorType ? { errorType } : {}), ...(error ? { error } : {}), ...(usage ? { usage } : {}) };
  return { success, message, steps: all, iterations, ...optional };
}

/**
 * `run`: a command the person gave at the Mac (the command bar, the menu, hs.claude.execute), planned and run
 * exactly as `hs-claude run` does, with their settings; questions and approvals at the Mac. The cancel hotkey stops
 * it before its next step.
 */
export async function runFromSpoon(service: AppService, { text, source, settings }: RunParams): Promise<CommandResult> {
  const spoon = service.spoon();
  const runner = service.runner(settings);
  const outcome = await service.runs.track(undefined, (running) =>
    runCommand(text, runner, {
      offline: false,
      yes: false,
      clarify: spoonClarifier(spoon, running.signal),
      env: service.env(settings.model),
      notice: (notice) => log.info(notice),
      cancelled: running.cancelled,
      signal: running.signal,
      source,
      progress: (line) => void showProgress(spoon, line),
    }),
  );
  const result = resultOf(outcome);
  log.info("ran a command from the Spoon", { source, success: result.success, steps: result.steps.length });
  return result;
}
