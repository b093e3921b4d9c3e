import { noUsage } from "../cost/index.ts";
import { COMMANDS, type Plan } from "../commands/index.ts";
import type { PersonalWord, Snapshot } from "../contract/index.ts";
import { AuditLog, startTrail, type Source, type Trail } from "../audit/index.ts";
import {
  executePlan,
  personApprover,
  readSnapshot,
  type Answered,
  type Approver,
  type ExecResult,
  type Step,
} from "../exec/index.ts";
import { queryAnswerer, TabHistory } from "../query/index.ts";
import { createClient, modelFor } from "../llm/index.ts";
import { runLoop, type LoopResult, type LoopStep } from "../loop/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import { fileAliasStore, loadConfig, type PresetStore } from "../store/index.ts";
import { RunJournal } from "../report/index.ts";
import { fileUndoHistory, irreversible, keepWayBack, touchedBy } from "../undo/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { openEyes, type Eyes } from "../vision/index.ts";

export interface RunOptions {
  yes: boolean;
  offline: boolean;
  /** The desktop the plan was made on (its tab indices refer to it); read afresh when absent. */
  before?: Snapshot;
  /** True once the person cancelled: the plan stops before its next step. */
  cancelled?: () => boolean;
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
}

/** A desktop to act on: the Spoon (for the chooser), the runner that reads and executes, and how to let go of it. */
export interface DesktopSession {
  spoon: SpoonClient;
  runner: Runner;
  /** Tells a runner elsewhere (the agent) to stop what it runs for this session; resolves once it was told. */
  cancel?(): Promise<void>;
  close(): Promise<void>;
}

/** Reads the desktop and carries out plans on it: the one place that checks, asks and executes. */
export interface Runner {
  read(): Promise<Snapshot>;
  execute(plan: Plan, options: RunOptions): Promise<{ result: ExecResult; after: Snapshot }>;
  /** Works on a goal by looking at the screen (SPEC 7); a remote client asks the agent to. */
  observe(goal: string, options: ObserveOptions): Promise<LoopResult & { after?: Snapshot }>;
  /** Starts a run in the audit log of this runner's home (`run`: the id a client gave it). */
  trail(source: Source, command?: string, run?: string): Trail;
  /** Keeps the person's word for an app, from a clarification they answered. */
  learn(word: PersonalWord): void;
}

export interface ObserveOptions {
  yes: boolean;
  env?: NodeJS.ProcessEnv;
  cancelled?: () => boolean;
  /** The person's setting (hs.claude.configure), over config.json's agent.maxIterations. */
  maxIterations?: number;
  /** The person's setting (hs.claude.configure), over config.json's agent.actionDelay. */
  actionDelay?: number;
  /** The run's audit trail: approvals and actions are recorded as they happen. */
  trail?: Trail;
  /** USD the command spent before looking (planning, its commands' vision calls), counted against the budget. */
  spentUsd?: number;
  /** The desktop as the loop starts on it, when the caller has just read it (else it is read). */
  before?: Snapshot;
  /** The person's own words, which what the loop types is judged against; absent, nothing counts as said. */
  said?: string;
}

const realSleep = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/** Approvals as the audit log keeps them: what was asked, and who said what (or that nobody could). */
export function auditedApprover(approve: Approver, trail: Trail | undefined): Approver {
  if (!trail) return approve;
  return async (request) => {
    const answer = await approve(request);
    // "nobody": no one could be asked, or the question timed out unanswered.
    const nobody = !answer.approved && /nobody|no one|could not ask/.test(answer.reason);
    const said = answer.approved
      ? { answer: "approved", by: answer.by }
      : { answer: nobody ? "nobody" : "declined", reason: answer.reason };
    trail.record("approval", { title: request.title, detail: request.detail, ...said });
    return answer;
  };
}

const log = createLogger("runner");

const NEEDS_CLAUDE = "looking at the screen needs Claude: set an API key (hs-claude key set, or ANTHROPIC_API_KEY)";

/**
 * A runner over a Spoon: every snapshot is recorded in the tab history; approvals come from --yes,
 * the terminal (when `terminal` and there is one) or the Spoon's dialog.
 */
export function createRunner(options: {
  spoon: SpoonClient;
  presets: PresetStore;
  home: string;
  terminal: boolean;
  /** The person's choice in the menu bar, over config.json's. */
  closeTabsWithoutAsking?: number;
  /** The person's screenshot size (hs.claude.configure), over config.json's vision.maxLongEdge. */
  maxLongEdge?: number;
  /** Waits (instant on a simulated Mac, whose screen changes only when acted on). */
  sleep?: (seconds: number) => Promise<void>;
}): Runner {
  const { spoon, presets, closeTabsWithoutAsking, maxLongEdge } = options;
  const loaded = loadConfig(options.home);
  const config = {
    ...loaded,
    approval: { ...loaded.approval, ...(closeTabsWithoutAsking === undefined ? {} : { closeTabsWithoutAsking }) },
    vision: { ...loaded.vision, ...(maxLongEdge === undefined ? {} : { maxLongEdge }) },
  };
  const history = TabHistory.inHome(options.home);
  const aliases = fileAliasStore(options.home);
  const read = async () => {
    const snapshot = await readSnapshot(spoon, presets.list(), aliases.words());
    history.observe(snapshot.tabs);
    return snapshot;
  };
  const terminal = options.terminal && process.stdin.isTTY === true && process.stderr.isTTY === true;
  const sleep = options.sleep ?? realSleep;
  const audit = new AuditLog(options.home, config.audit);
  const undo = fileUndoHistory(options.home);
  const journal = new RunJournal(options.home);
  return {
    read,
    trail: (source, command, run) => startTrail(audit, source, command, run, journal),
    learn: (word) => {
      try {
        aliases.learn(word);
      } catch (error) {
        // The command goes on: the word is asked again next time.
        log.warn("could not keep the person's word", { error: messageOf(error) });
      }
    },
    async execute(plan, { yes, offline, before, cancelled, env, trail, answered, said }) {
      const answer = queryAnswerer({ offline, history, env });
      const approve = auditedApprover(
        personApprover({ yes, spoon, terminal, ...(answered ? { answered } : {}) }),
        trail,
      );
      let eyes: Promise<Eyes | undefined> | undefined;
      const looking = () => (eyes ??= openEyes(spoon, config.vision, env));
      const desktop = before ?? (await read());
      const result = await executePlan(plan, {
        cancelled,
        ...(said === undefined ? {} : { said }),
        spoon,
        presets,
        config,
        before: desktop,
        read,
        undo,
        answer,
        approve,
        eyes: looking,
        sleep,
        ...(trail ? { onStep: (step: Step) => trail.record("step", { ...step }) } : {}),
      });
      const usage = eyes && (await eyes)?.usage;
      const after = await read();
      // An undo is not kept itself: each "undo" goes one command further back.
      if (!plan.commands.some((command) => command.type === "undo"))
        keepWayBack(undo, {
          before: desktop,
          touched: touchedBy(result.steps, COMMANDS),
          after,
          cannot: irreversible(result.steps, COMMANDS),
          ...(trail ? { trail } : {}),
        });
      return { result: usage?.calls ? { ...result, usage } : result, after };
    },
    async observe(goal, { yes, env, cancelled, maxIterations, actionDelay, trail, spentUsd, before, said }) {
      const client = await createClient(env);
      if (!client) {
        const usage = noUsage();
        return {
          success: false,
          message: NEEDS_CLAUDE,
          error: NEEDS_CLAUDE,
          errorType: "api",
          steps: [],
          iterations: 0,
          usage,
        };
      }
      const approve = auditedApprover(personApprover({ yes, spoon, terminal }), trail);
      const model = modelFor("vision", env);
      const start = before ?? (await read());
      const loop = await runLoop(goal, {
        spoon,
        client,
        model,
        maxIterations: maxIterations ?? config.agent.maxIterations,
        timeoutSeconds: config.agent.timeoutSeconds,
        actionDelay: actionDelay ?? config.agent.actionDelay,
        ...(config.budget.maxUsdPerCommand ? { budgetUsd: config.budget.maxUsdPerCommand } : {}),
        ...(spentUsd ? { spentUsd } : {}),
        ...(config.vision.maxLongEdge ? { maxLongEdge: config.vision.maxLongEdge } : {}),
        sleep,
        approve,
        ...(said === undefined ? {} : { said }),
        ...(cancelled ? { cancelled } : {}),
        ...(trail ? { onStep: (step: LoopStep) => trail.record("action", { ...step }), onTurn: trail.turn } : {}),
      });
      const after = await read();
      keepWayBack(undo, {
        before: start,
        after,
        cannot: irreversible([], COMMANDS, loop.steps),
        ...(trail ? { trail } : {}),
      });
      return { ...loop, after };
    },
  };
}
