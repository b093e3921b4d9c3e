import { noUsage, sumUsage, type Usage } from "../cost/index.ts";
import { RunInterrupted, type Source, type Trail } from "../audit/index.ts";
import type { PersonalWord, Snapshot } from "../contract/index.ts";
import { ApiError, HsClaudeError, messageOf } from "../errors/index.ts";
import type { ExecResult } from "../exec/index.ts";
import type { PlannedEnvelope } from "../registry/index.ts";
import { plainLine, withoutCredentials } from "../util/index.ts";
import { WHICH_ONE } from "./messages.ts";
import { planCommand } from "./plan.ts";
import { readWhatItNeeds } from "./plan-reads.ts";
import type { Clarifier, RunOutcome } from "./run-outcome.ts";
import { answerStepChoice } from "./step-choice.ts";
import type { Runner } from "./runner.ts";
import { openConversation, saidIn, type Conversation } from "./conversation.ts";
import { choosePhase, workspaceView, type PhasePlan } from "../workspace/index.ts";

export type { Clarifier, RunOutcome } from "./run-outcome.ts";

/** What the person is told when their word is kept: what it now means, and how to take it back. */
function learnedLine({ phrase, app, site }: PersonalWord): string {
  const word = `"${plainLine(phrase)}"`;
  return `learned ${word} → ${plainLine(app ?? `tabs on ${site}`)}; to forget it: hs-claude aliases remove ${word}`;
}

/**
 * The person's pick completes the plan (and teaches their word for an app or a site, which they are told);
 * without one the clarification stands.
 */
async function settle(
  envelope: PlannedEnvelope,
  options: { clarify?: Clarifier | undefined; notice?: ((text: string) => void) | undefined },
  runner: Runner,
): Promise<PlannedEnvelope> {
  const { clarify } = options;
  const candidates = envelope.candidates ?? [];
  if (!envelope.needs_clarification || !clarify || candidates.length === 0) return envelope;
  const chosen = await clarify(envelope.clarification_reason ?? WHICH_ONE, candidates);
  if (!chosen) return envelope;
  if (chosen.alias && runner.learn(chosen.alias)) options.notice?.(learnedLine(chosen.alias));
  const { candidates: _offered, ...rest } = envelope;
  return { ...rest, commands: chosen.commands, needs_clarification: false, clarification_reason: null };
}

/**
 * `run`, whoever asks (the CLI, the command bar, the Lua API): plan the command against the desktop as
 * it is, ask the person when the plan needs clarification, then execute it through the runner.
 * A planning failure (Claude unreachable, its answer unusable) is an outcome: nothing ran.
 */
export async function runCommand(
  text: string,
  runner: Runner,
  options: {
    offline: boolean;
    yes: boolean;
    clarify?: Clarifier;
    /** Told the plan just before it runs (the CLI prints it). */
    onPlan?: (envelope: PlannedEnvelope) => void;
    env?: NodeJS.ProcessEnv;
    notice?: (text: string) => void;
    /** True once the person cancelled (the command bar's cancel hotkey). */
    cancelled?: () => boolean;
    /** Aborted once the person cancelled: a call to Claude under way (planning, looking) ends at once. */
    signal?: AbortSignal;
    /** Where the command came from, for the audit log (default the CLI). */
    source?: Source;
    /** Told a line as each page step ends (the command bar shows it). */
    progress?: (line: string) => void;
    /** Told as a call to Claude to plan starts; what it returns, as it ends (the CLI's progress line). */
    onClaudePlanning?: () => () => void;
    /**
     * The conversation the command is part of: an MCP session's (a client's words, which are not the person's),
     * kept across its calls; default one of this run alone, whose plans, page steps and loop share one watch.
     */
    conversation?: Conversation;
  },
): Promise<RunOutcome> {
  const trail = runner.trail(options.source ?? "cli", text);
  const planning = noUsage();
  const conversation = options.conversation ?? openConversation(text);
  try {
    const running = { ...options, trail, usage: planning, conversation };
    const outcome = withPlanning(await planAndRun(text, runner, running), planning);
    trail.record("result", resultFields(outcome, options.cancelled?.() ?? false));
    return outcome;
  } catch (error) {
    trail.record("result", thrownResult(error));
    throw error;
  }
}

/** The result of a run that ended in a throw (the agent went away or was given up on, a bug): how it ended. */
export function thrownResult(error: unknown): Record<string, unknown> {
  if (error instanceof RunInterrupted) return error.result;
  const errorType = error instanceof HsClaudeError ? error.errorType : "internal";
  // A thrown error may quote what a service answered: told without any credential it echoed.
  return { success: false, error: withoutCredentials(messageOf(error)), errorType };
}

/** The command's usage: what planning cost, with what looking cost. */
function withPlanning(outcome: RunOutcome, planning: Usage): RunOutcome {
  if (outcome.kind !== "executed" || planning.calls === 0) return outcome;
  const usage = outcome.result.usage ? sumUsage(planning, outcome.result.usage) : planning;
  return { ...outcome, result: { ...outcome.result, usage } };
}

/** What the audit log keeps of how a command ended (a question the person cancelled instead of answering ended it). */
function resultFields(outcome: RunOutcome, cancelled: boolean): Record<string, unknown> {
  if (outcome.kind === "unplanned")
    return { success: false, error: outcome.error.message, errorType: outcome.error.errorType };
  if (outcome.kind === "clarify" && cancelled)
    return { success: false, error: "cancelled before it ran: nothing was changed", errorType: "cancelled" };
  if (outcome.kind === "clarify")
    return { success: false, clarification: outcome.envelope.clarification_reason ?? WHICH_ONE };
  const { success, message, errorType, usage } = outcome.result;
  return { success, message, ...(errorType ? { errorType } : {}), ...(usage ? { usage } : {}) };
}

/** The tools Claude is offered for `text` on `desktop` (the workspace's phases), when the runner keeps a workspace. */
function phaseFor(text: string, runner: Runner, desktop: Snapshot): PhasePlan | undefined {
  const workspace = runner.workspace?.();
  return workspace && choosePhase(text, workspaceView(workspace.now, desktop), workspace.config);
}

type RunOptions = Parameters<typeof runCommand>[2] & { trail: Trail; usage: Usage; conversation: Conversation };

/**
 * Plans and runs: when Claude planned the control phase (the apps the words name were not open) and its plan ran,
 * the desktop as it left it is planned again with the tools of the apps now open (the execution phase).
 */
async function planAndRun(text: string, runner: Runner, options: RunOptions): Promise<RunOutcome> {
  const read = await readWhatItNeeds(text, (scope, files) => runner.read(scope, files));
  const phase = phaseFor(text, runner, read.before);
  const first = await planOnceAndRun(text, runner, options, read, phase?.offered);
  if (!phase?.thenExecution || first.kind !== "executed" || first.envelope.source !== "llm" || !first.result.success)
    return first;
  const next = phaseFor(text, runner, first.after);
  if (next?.phase !== "execution") return first;
  const second = await planOnceAndRun(text, runner, options, { before: first.after }, next.offered);
  if (second.kind !== "executed") return second;
  const steps = [...first.result.steps, ...second.result.steps];
  const message = `${first.result.message}\n${second.result.message}`;
  return { ...second, before: first.before, result: { ...second.result, steps, message } };
}

async function planOnceAndRun(
  text: string,
  runner: Runner,
  options: RunOptions,
  read: { before: Snapshot; planned?: PlannedEnvelope | undefined },
  offered: readonly string[] | undefined,
): Promise<RunOutcome> {
  const { before } = read;
  let planned: PlannedEnvelope;
  try {
    planned = read.planned ?? (await planCommand(text, before, { ...options, ...(offered ? { offered } : {}) }));
  } catch (error) {
    if (error instanceof ApiError) return { kind: "unplanned", error, before };
    throw error;
  }
  const envelope = await settle(planned, options, runner);
  const { commands, needs_clarification, requires_observation, goal, source } = envelope;
  options.trail.record("plan", { planner: source, commands, needs_clarification, requires_observation, goal });
  if (envelope.needs_clarification) return { kind: "clarify", envelope, before };
  options.onPlan?.(envelope);
  const { yes, offline, cancelled, signal, env, trail, conversation } = options;
  // The person's own words: what they typed themselves may be submitted unasked; what the plan made up may not. A
  // client's words are nobody's.
  const said = saidIn(conversation, text);
  const execute = (plan: PlannedEnvelope) =>
    runner.execute(plan, {
      ...{ yes, offline, before, cancelled, trail, conversation },
      ...(said === undefined ? {} : { said }),
      ...(env ? { env } : {}),
      ...(signal ? { signal } : {}),
    });
  const executed = await execute(envelope);
  const answered = await answerStepChoice({ envelope, before, ...executed }, options.clarify, execute);
  if (answered) return answered;
  if (!envelope.requires_observation || !envelope.goal || !executed.result.success)
    return { kind: "executed", envelope, before, ...executed };
  const paged = await onThePage(envelope.goal, executed, runner, { ...options, said });
  if ("result" in paged) return { kind: "executed", envelope, before, ...paged };
  const observed = await observe(envelope.goal, executed, runner, { ...options, said });
  const path = { path: "screen" as const, why: paged.why };
  return { kind: "executed", envelope, before, ...observed, result: { ...observed.result, path } };
}

/**
 * Web pages first: what is left is done by page steps the person approves when the app in front is a browser that
 * runs them on a web page; else (or when the planning model says the page cannot be scripted) why the screen is.
 */
async function onThePage(
  goal: string,
  executed: { result: ExecResult; after: Snapshot },
  runner: Runner,
  options: RunOptions & { said: string | undefined },
): Promise<{ result: ExecResult; after: Snapshot } | { why: string }> {
  if (!runner.pageTask) return { why: "this runner cannot run page steps: looking at the screen" };
  const { yes, offline, env, cancelled, signal, trail, said, progress, conversation } = options;
  const given = {
    ...{ yes, offline, trail, conversation },
    ...(said === undefined ? {} : { said }),
    before: executed.after,
    ...(env ? { env } : {}),
    ...(signal ? { signal } : {}),
    ...(progress ? { progress } : {}),
  };
  let paged: Awaited<ReturnType<NonNullable<Runner["pageTask"]>>>;
  try {
    paged = await runner.pageTask(goal, { ...given, ...(cancelled ? { cancelled } : {}) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failed = { success: false, message: error.message, error: error.message, errorType: error.errorType };
    return { result: { ...executed.result, ...failed }, after: executed.after };
  }
  if (!paged) return { why: "no model to plan page steps: looking at the screen" };
  if (paged.path === "screen") return { why: paged.why };
  const commands = executed.result;
  const usage = commands.usage ? sumUsage(commands.usage, paged.usage) : paged.usage;
  const message = commands.steps.length ? `${commands.message}\n${paged.result.message}` : paged.result.message;
  const result = { ...paged.result, steps: commands.steps, message, usage };
  return { result, after: paged.after };
}

/** After the commands, the loop works on what needs the screen; one result tells both. */
async function observe(
  goal: string,
  executed: { result: ExecResult; after: Snapshot },
  runner: Runner,
  options: {
    yes: boolean;
    env?: NodeJS.ProcessEnv;
    cancelled?: () => boolean;
    signal?: AbortSignal;
    trail: Trail;
    /** What planning cost: the budget is the command's, not the loop's alone. */
    usage: Usage;
    said: string | undefined;
    conversation: Conversation;
  },
): Promise<{ result: ExecResult; after: Snapshot }> {
  const { yes, env, cancelled, signal, trail, said, conversation } = options;
  const commands = executed.result;
  const spentUsd = (options.usage.costUsd ?? 0) + (commands.usage?.costUsd ?? 0);
  const given = {
    trail,
    conversation,
    ...(said === undefined ? {} : { said }),
    // The desktop as the commands left it: where the loop starts, read once.
    before: executed.after,
    ...(spentUsd > 0 ? { spentUsd } : {}),
    ...(env ? { env } : {}),
    ...(cancelled ? { cancelled } : {}),
    ...(signal ? { signal } : {}),
  };
  const loop = await runner.observe(goal, { yes, ...given });
  const { success, message, iterations, error, errorType } = loop;
  // What the commands' own vision calls (click_element) cost, with the loop's.
  const usage = commands.usage ? sumUsage(commands.usage, loop.usage) : loop.usage;
  const result: ExecResult = {
    ...commands,
    success,
    message: commands.steps.length ? `${commands.message}\n${message}` : message,
    iterations: commands.iterations + iterations,
    observed: loop.steps,
    usage,
    ...(error ? { error } : {}),
    ...(errorType ? { errorType } : {}),
  };
  return { result, after: loop.after ?? (await runner.read()) };
}
