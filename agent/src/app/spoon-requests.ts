import * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { InputError, notConnected, type ErrorType } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import type { Candidate } from "../planner/index.ts";
import { spoonClient, type SpoonChannel, type SpoonClient } from "../spoon/index.ts";
import { filePresetStore, type PresetStore } from "../store/index.ts";
import { runCommand, type Clarifier, type RunOutcome } from "./run.ts";
import { createRunner } from "./runner.ts";

const log = createLogger("app.spoon");
const RunParams = z.strictObject({ text: z.string().trim().min(1, "say what to do").max(4096) });

/** Seed 004's result: what happened, step by step; on failure the errorType and one line of error. */
interface CommandResult {
  success: boolean;
  message: string;
  steps: unknown[];
  iterations: number;
  errorType?: ErrorType;
  error?: string;
}

/** The Spoon's chooser; when it cannot be shown (no Spoon, timed out) nobody chose, and the log says why. */
export function spoonClarifier(spoon: SpoonClient): Clarifier {
  return async (reason: string, candidates: Candidate[]) => {
    const chosen = await spoon.call("choose", { prompt: reason, choices: candidates.map((c) => c.label) });
    if (!chosen.ok) {
      log.warn("could not ask at the Mac which one was meant", { error: chosen.error.message });
      return undefined;
    }
    return chosen.value.index ? candidates[chosen.value.index - 1] : undefined;
  };
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
  if (outcome.kind === "clarify") {
    const { clarification_reason: reason, candidates } = outcome.envelope;
    return candidates?.length
      ? failed("cancelled", `nothing was chosen (${reason ?? "which one?"}): nothing ran`)
      : failed("validation", `${reason ?? "the command needs clarification"}: nothing ran`);
  }
  const { success, message, steps, iterations, errorType, error } = outcome.result;
  return { success, message, steps, iterations, ...(errorType ? { errorType } : {}), ...(error ? { error } : {}) };
}

/**
 * What the Spoon may ask the agent (`ping` is the link's own): `run` a command typed in the command
 * bar, planned and run exactly as `hs-claude run` does (checks, approvals and questions at the Mac),
 * and `cancel` the commands running, which stop before their next step.
 */
export function spoonRequests(options: {
  spoon: () => SpoonChannel | undefined;
  home: string;
  /** Default: the presets file in `home`. */
  presets?: PresetStore;
  env?: NodeJS.ProcessEnv;
}): Map<string, (params: Record<string, unknown>) => Promise<unknown>> {
  const requests = new Map<string, (params: Record<string, unknown>) => Promise<unknown>>();
  /** The commands running now, each with its cancel flag. */
  const running = new Set<{ cancelled: boolean }>();
  requests.set("cancel", async () => {
    for (const run of running) run.cancelled = true;
    return { cancelled: running.size };
  });
  requests.set("run", async (params) => {
    const parsed = RunParams.safeParse(params);
    if (!parsed.success) throw new InputError(`run: ${describeIssues(parsed.error)}`);
    const channel = options.spoon();
    if (!channel) throw notConnected();
    const spoon = spoonClient(channel);
    const presets = options.presets ?? filePresetStore(options.home);
    const runner = createRunner({ spoon, presets, home: options.home, terminal: false });
    const run = { cancelled: false };
    running.add(run);
    const outcome = await runCommand(parsed.data.text, runner, {
      offline: false,
      yes: false,
      clarify: spoonClarifier(spoon),
      env: options.env ?? process.env,
      notice: (text) => log.info(text),
      cancelled: () => run.cancelled,
    }).finally(() => running.delete(run));
    const result = resultOf(outcome);
    log.info("ran a command from the Spoon", { success: result.success, steps: result.steps.length });
    return result;
  });
  return requests;
}
