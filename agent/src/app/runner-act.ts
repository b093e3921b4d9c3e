import { noUsage, type Usage } from "../cost/index.ts";
import { COMMANDS, type Plan } from "../registry/index.ts";
import type { DesktopScope, Snapshot } from "../contract/index.ts";
import type { Trail } from "../audit/index.ts";
import {
  executePlan,
  personApprover,
  type Answered,
  type Approver,
  type ExecResult,
  type Step,
} from "../exec/index.ts";
import { createClient, modelFor } from "../llm/index.ts";
import { runLoop, type LoopResult, type LoopStep } from "../loop/index.ts";
import { queryAnswerer } from "../query/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { Config } from "../store/index.ts";
import { irreversible, keepWayBack, touchedBy } from "../undo/index.ts";
import { openEyes, type Eyes } from "../vision/index.ts";
import { offeredWith, type Workspace } from "../workspace/index.ts";
import { configFor, saidIn, type Conversation } from "./conversation.ts";
import type { HomeStores } from "./home-stores.ts";
import { NEEDS_CLAUDE } from "./messages.ts";
import { runPageTask, type PageTaskOutcome } from "./page-task.ts";

export interface RunOptions {
  yes: boolean;
  offline: boolean;
  /** The desktop the plan was made on (its tab indices refer to it); read afresh when absent. */
  before?: Snapshot;
  /** True once the person cancelled: the plan stops before its next step. */
  cancelled?: () => boolean;
  /** Aborted once the person cancelled: a call to Claude under way (a page step's, click_element's) ends at once. */
  signal?: AbortSignal;
  /** Where the API key and model come from when a step needs to look at the screen (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The run's audit trail: approvals and steps are recorded as they happen. */
  trail?: Trail;
  /**
   * The plan's question as a person already answered it yes before the plan came here (at a CLI's terminal): its
   * requestKey (under the name `title`) and who.
   */
  answered?: Answered;
  /**
   * The person's own words (their command to run, the command bar, hs.claude.execute): what they typed
   * themselves may be submitted into a form unasked. Absent for a contract given whole (exec).
   */
  said?: string;
  /** Told a line as each page step ends ("✓ 1/2 Type hotkey…"): the command bar shows it at the Mac. */
  progress?: (line: string) => void;
  /** The conversation the plan is part of (a run's, an MCP session's): what it typed before, whose it is. */
  conversation?: Conversation;
}

export interface ObserveOptions {
  yes: boolean;
  env?: NodeJS.ProcessEnv;
  cancelled?: () => boolean;
  /** Aborted once the person cancelled: the loop's call to Claude under way ends at once. */
  signal?: AbortSignal;
  /** The run's audit trail: approvals and actions are recorded as they happen. */
  trail?: Trail;
  /** USD the command spent before looking (planning, its commands' vision calls), counted against the budget. */
  spentUsd?: number;
  /** The desktop as the loop starts on it, when the caller has just read it (else it is read). */
  before?: Snapshot;
  /** The person's own words, which what the loop types is judged against; absent, nothing counts as said. */
  said?: string;
  /** The conversation the loop is part of (a run's, an MCP session's): what it typed before, whose it is. */
  conversation?: Conversation;
}

/** Approvals as the audit log keeps them: what was asked, and who said what (or that nobody could). */
export function auditedApprover(approve: Approver, trail: Trail | undefined): Approver {
  if (!trail) return approve;
  return async (request) => {
    const answer = await approve(request);
    // "nobody": no one could be asked, the question timed out unanswered, or the run withdrew it.
    const nobody = !answer.approved && (answer.withdrawn === true || /nobody|no one|could not ask/.test(answer.reason));
    const said = answer.approved
      ? { answer: "approved", by: answer.by }
      : { answer: nobody ? "nobody" : "declined", reason: answer.reason };
    trail.record("approval", { title: request.title, detail: request.detail, ...said });
    return answer;
  };
}

/** What a runner's runs share: the Spoon, the home's files, the configuration, and how to read and wait. */
export interface RunnerContext {
  spoon: SpoonClient;
  stores: HomeStores;
  config: Config;
  /** The whole desktop, or the part `scope` names. */
  read: (scope?: DesktopScope, files?: readonly string[]) => Promise<Snapshot>;
  terminal: boolean;
  /** Waits; a run's `signal` cuts it short. */
  sleep: (seconds: number, signal?: AbortSignal) => Promise<void>;
}

/** Carries out a plan: checked, asked and executed step by step; what it changed is kept for undo. */
export async function executeOn(
  context: RunnerContext,
  plan: Plan,
  { yes, offline, before, cancelled, signal, env, trail, answered, said, conversation }: RunOptions,
): Promise<{ result: ExecResult; after: Snapshot }> {
  const { spoon, stores, read, terminal, sleep } = context;
  const config = configFor(conversation, context.config);
  const person = saidIn(conversation, said);
  const answer = queryAnswerer({ offline, history: stores.history, env });
  const asking = { yes, spoon, terminal, signal, ...(answered ? { answered } : {}) };
  const approve = auditedApprover(personApprover(asking), trail);
  let eyes: Promise<Eyes | undefined> | undefined;
  const looking = () => (eyes ??= openEyes(spoon, config.vision, env, signal));
  const desktop = before ?? (await read());
  const workspace = stores.workspace.now();
  const result = await executePlan(plan, {
    staleness: workspace.level,
    workspace: { kept: () => workspace.kept },
    cancelled,
    ...(person === undefined ? {} : { said: person }),
    ...(conversation ? { watch: conversation.watch, client: conversation.client } : {}),
    ...{ spoon, presets: stores.presets, config, before: desktop, read, undo: stores.undo, answer, approve },
    eyes: looking,
    sleep: (seconds: number) => sleep(seconds, signal),
    ...(trail ? { onStep: (step: Step) => trail.record("step", { ...step }) } : {}),
  });
  const usage = eyes && (await eyes)?.usage;
  // Nothing ran (refused, not approved): nothing to read again. Else the same part as before, compared by undo.
  const after = result.steps.length === 0 ? desktop : await read(desktop.scope);
  if (result.steps.some((step) => step.status === "done")) keepWorkspace(stores.workspace, plan, after, config);
  // An undo is not kept itself: each "undo" goes one command further back.
  if (!plan.commands.some((command) => command.type === "undo")) {
    const cannot = irreversible(result.steps, COMMANDS);
    keepWayBack(stores.undo, {
      before: desktop,
      touched: touchedBy(result.steps, COMMANDS),
      after,
      cannot,
      ...(trail && { trail }),
    });
  }
  return { result: usage?.calls ? { ...result, usage } : result, after };
}

/**
 * A run that did something used the workspace: what is open now, the app in front and the tools they offer are kept
 * and its idle time starts over; an archived workspace stays archived until a plan restores it.
 */
function keepWorkspace(workspace: Workspace, plan: Plan, after: Snapshot, config: Config): void {
  const restores = plan.commands.some((command) => command.type === "restore_workspace");
  if (workspace.now().level === "archived" && !restores) return;
  const running = after.apps.filter((app) => app.running !== false);
  const apps = running.map((app) => app.name);
  workspace.used({
    apps,
    focused: running.find((app) => app.frontmost)?.name ?? null,
    tools: offeredWith(apps, config),
  });
}

/** Works on a goal by looking at the screen (the vision loop) within config's limits; what changed is kept for undo. */
export async function observeOn(
  context: RunnerContext,
  goal: string,
  { yes, env, cancelled, signal, trail, spentUsd, before, said, conversation }: ObserveOptions,
): Promise<LoopResult & { after?: Snapshot }> {
  const { spoon, stores, config, read, terminal, sleep } = context;
  const client = await createClient(env);
  if (!client) {
    const failed = { success: false, message: NEEDS_CLAUDE, error: NEEDS_CLAUDE, errorType: "api" as const };
    return { ...failed, steps: [], iterations: 0, usage: noUsage() };
  }
  const start = before ?? (await read());
  const { agent, budget, vision } = config;
  const loop = await runLoop(goal, {
    ...{ spoon, client, model: modelFor("vision", env), sleep },
    ...{ maxIterations: agent.maxIterations, timeoutSeconds: agent.timeoutSeconds, actionDelay: agent.actionDelay },
    ...(budget.maxUsdPerCommand ? { budgetUsd: budget.maxUsdPerCommand } : {}),
    ...(spentUsd ? { spentUsd } : {}),
    ...(vision.maxLongEdge ? { maxLongEdge: vision.maxLongEdge } : {}),
    approve: auditedApprover(personApprover({ yes, spoon, terminal, signal }), trail),
    ...(saidIn(conversation, said) === undefined ? {} : { said }),
    ...(conversation ? { watch: conversation.watch } : {}),
    ...(cancelled ? { cancelled } : {}),
    ...(signal ? { signal } : {}),
    ...(trail ? { onStep: (step: LoopStep) => trail.record("action", { ...step }), onTurn: trail.turn } : {}),
  });
  const after = await read();
  keepWayBack(stores.undo, {
    before: start,
    after,
    cannot: irreversible([], COMMANDS, loop.steps),
    ...(trail && { trail }),
  });
  return { ...loop, after };
}

/**
 * A task on the web page in front, by page steps the person approves (see runPageTask), with the person's models and
 * settings; undefined when no model can be reached (the screen's path then says so).
 */
export async function pageTaskOn(
  context: RunnerContext,
  task: string,
  options: RunOptions & { before: Snapshot },
): Promise<(PageTaskOutcome & { usage: Usage }) | undefined> {
  const { spoon, config, terminal } = context;
  const client = await createClient(options.env);
  if (!client) return undefined;
  const { yes, trail } = options;
  const usage = noUsage();
  const screenshot = async () => {
    const shot = await spoon.call(
      "capture_screen",
      config.vision.maxLongEdge ? { maxLongEdge: config.vision.maxLongEdge } : {},
    );
    return shot.ok ? { data: shot.value.data, mediaType: shot.value.mediaType } : undefined;
  };
  const outcome = await runPageTask(task, options.before, {
    execute: (plan, runOptions) => executeOn(context, plan, runOptions),
    approve: auditedApprover(personApprover({ yes, spoon, terminal, signal: options.signal }), trail),
    client,
    models: { planner: modelFor("planner", options.env), executor: config.page.executorModel },
    ...(config.page.screenshot ? { screenshot } : {}),
    usage,
    options,
  });
  return { ...outcome, usage };
}
