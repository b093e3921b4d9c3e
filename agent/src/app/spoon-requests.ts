import type { Usage } from "../cost/index.ts";
import { AGENT_REQUESTS } from "../contract/index.ts";
import { notConnected, type ErrorType } from "../errors/index.ts";
import { forwardMessage } from "../llm/index.ts";
import { createLogger } from "../log/index.ts";
import type { Candidate } from "../planner/index.ts";
import { spoonClient, type SpoonChannel, type SpoonClient } from "../spoon/index.ts";
import { fileAliasStore, filePresetStore, type PresetStore } from "../store/index.ts";
import { runCommand, type Clarifier, type RunOutcome } from "./run.ts";
import { createRunner } from "./runner.ts";
import { parsed } from "./spoon-params.ts";
import { visionRequests } from "./spoon-vision.ts";

const log = createLogger("app.spoon");
const { run: RunParams, set_key: KeyParams, forget_alias: ForgetParams, api_message: MessageParams } = AGENT_REQUESTS;

/** Seed 004's result: what happened, step by step; on failure the errorType and one line of error. */
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
  const { success, message, steps, iterations, errorType, error, observed, usage } = outcome.result;
  // Seed 004's steps: the commands, then what the vision loop did.
  const all = [...steps, ...(observed ?? [])];
  const optional = { ...(errorType ? { errorType } : {}), ...(error ? { error } : {}), ...(usage ? { usage } : {}) };
  return { success, message, steps: all, iterations, ...optional };
}

/**
 * What the Spoon may ask the agent (`ping` is the link's own): `run` a command (the command bar, the
 * menu, hs.claude.execute), planned and run exactly as `hs-claude run` does (checks, approvals and
 * questions at the Mac); `cancel` the commands running, which stop before their next step; the
 * `presets` there are (for the menu and the command bar); the person's own words (`aliases`) and
 * `forget_alias` for the menu's settings;
 * `api_message` for hs.claude.api.message; `set_key`, the API key the person gave the Spoon, kept in
 * memory only and used when the agent's environment has none; `vision` and `click_element` for
 * hs.claude.vision and hs.claude.actions.clickElement.
 */
export function spoonRequests(options: {
  spoon: () => SpoonChannel | undefined;
  home: string;
  /** Default: the presets file in `home`. */
  presets?: PresetStore;
  env?: NodeJS.ProcessEnv;
  /** Waits (instant for a simulated Mac). */
  sleep?: (seconds: number) => Promise<void>;
}): Map<string, (params: Record<string, unknown>) => Promise<unknown>> {
  const requests = new Map<string, (params: Record<string, unknown>) => Promise<unknown>>();
  /** The commands running now, each with its cancel flag. */
  const running = new Set<{ cancelled: boolean }>();
  let keyFromSpoon: string | undefined;
  const envWith = (model?: string): NodeJS.ProcessEnv => {
    const env = { ...(options.env ?? process.env) };
    if (!env.ANTHROPIC_API_KEY && keyFromSpoon) env.ANTHROPIC_API_KEY = keyFromSpoon;
    if (model) env.HS_CLAUDE_MODEL = model;
    return env;
  };
  requests.set("cancel", async () => {
    for (const run of running) run.cancelled = true;
    return { cancelled: running.size };
  });
  requests.set("set_key", async (params) => {
    const { apiKey } = parsed("set_key", KeyParams, params);
    keyFromSpoon = apiKey.trim() || undefined;
    return { set: keyFromSpoon !== undefined };
  });
  requests.set("presets", async () => {
    const presets = options.presets ?? filePresetStore(options.home);
    return { names: presets.list().map((preset) => preset.name) };
  });
  /** The person's own words, for the menu's Settings › Personal Words. */
  requests.set("aliases", async () => ({
    words: fileAliasStore(options.home).words(),
  }));
  requests.set("forget_alias", async (params) => {
    const { phrase } = parsed("forget_alias", ForgetParams, params);
    return { forgotten: fileAliasStore(options.home).forget(phrase) };
  });
  requests.set("api_message", async (params) => {
    const { params: message } = parsed("api_message", MessageParams, params);
    return forwardMessage(message, envWith());
  });
  requests.set("run", async (params) => {
    const { text, source, settings } = parsed("run", RunParams, params);
    const channel = options.spoon();
    if (!channel) throw notConnected();
    const spoon = spoonClient(channel);
    const presets = options.presets ?? filePresetStore(options.home);
    const { closeTabsWithoutAsking, maxLongEdge } = settings;
    const { home, sleep } = options;
    const chosen = { closeTabsWithoutAsking, maxLongEdge };
    const runner = createRunner({ spoon, presets, home, terminal: false, sleep, ...chosen });
    const run = { cancelled: false };
    running.add(run);
    const outcome = await runCommand(text, runner, {
      offline: false,
      yes: false,
      clarify: spoonClarifier(spoon),
      env: envWith(settings.model),
      notice: (notice) => log.info(notice),
      cancelled: () => run.cancelled,
      source,
      ...(settings.maxIterations ? { maxIterations: settings.maxIterations } : {}),
      ...(settings.actionDelay !== undefined ? { actionDelay: settings.actionDelay } : {}),
    }).finally(() => running.delete(run));
    const result = resultOf(outcome);
    log.info("ran a command from the Spoon", { source, success: result.success, steps: result.steps.length });
    return result;
  });
  for (const [name, handle] of visionRequests({ ...options, envWith })) requests.set(name, handle);
  return requests;
}
