import type { Usage } from "../cost/index.ts";
import type { Plan } from "../registry/index.ts";
import type { DesktopScope, PersonalWord, Snapshot } from "../contract/index.ts";
import { startTrail, type Source, type Trail } from "../audit/index.ts";
import { readSnapshot, type ExecResult } from "../exec/index.ts";
import type { LoopResult } from "../loop/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { Config, PresetStore } from "../store/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { keepsTabs, readsFiles, withoutDenied } from "./denied-apps.ts";
import { openHome, type HomeOptions, type HomeStores } from "./home-stores.ts";
import type { WorkspaceNow } from "../workspace/index.ts";
import {
  executeOn,
  observeOn,
  pageTaskOn,
  type ObserveOptions,
  type RunnerContext,
  type RunOptions,
} from "./runner-act.ts";
import type { PageTaskOutcome } from "./page-task.ts";
import { realSleep } from "../util/index.ts";

export type { ObserveOptions, RunOptions };

/** A desktop to act on: the Spoon (for the chooser), the runner that reads and executes, and how to let go of it. */
export interface DesktopSession {
  spoon: SpoonClient;
  runner: Runner;
  /** Tells a runner elsewhere (the agent) to stop what it runs for this session; resolves once it was told. */
  cancel?(): Promise<void>;
  /** False once the link to a runner elsewhere (the agent) closed: nothing sent on it can arrive. */
  isOpen?(): boolean;
  close(): Promise<void>;
}

/** Reads the desktop and carries out plans on it: the one place that checks, asks and executes. */
export interface Runner {
  /**
   * The whole desktop, or the part `scope` names (see DesktopScope); the home's files only when `files` is given: the
   * names the command's words may give a file (fileNamesIn).
   */
  read(scope?: DesktopScope, files?: readonly string[]): Promise<Snapshot>;
  execute(plan: Plan, options: RunOptions): Promise<{ result: ExecResult; after: Snapshot }>;
  /** Works on a goal by looking at the screen; a remote client asks the agent to. */
  observe(goal: string, options: ObserveOptions): Promise<LoopResult & { after?: Snapshot }>;
  /**
   * Works on a goal on the web page in front by page steps the person approves; undefined when it cannot (no model
   * to plan them, or a runner that has no way to ask): the screen's path is taken instead.
   */
  pageTask?(
    goal: string,
    options: RunOptions & { before: Snapshot },
  ): Promise<(PageTaskOutcome & { usage: Usage }) | undefined>;
  /** Starts a run in the audit log of this runner's home (`run`: the id a client gave it). */
  trail(source: Source, command?: string, run?: string): Trail;
  /** Keeps the person's word for an app or a site, from a clarification they answered; false: it could not be kept. */
  learn(word: PersonalWord): boolean;
  /** config.json as this runner's runs use it now (apps.deny, approvals); absent: the runner cannot say. */
  config?(): Config;
  /** The workspace and the settings that choose the tools offered to Claude (the workspace's phases); absent: all. */
  workspace?(): { now: WorkspaceNow; config: Config };
}

const log = createLogger("runner");

/** How a runner over a Spoon runs: who approves, how it waits, and the configuration its runs use. */
export interface RunnerOptions {
  spoon: SpoonClient;
  /** Whether the person may be asked at this process's terminal (when it has one). */
  terminal: boolean;
  /** config.json with the person's settings over it (see withSettings); a function: read as each call starts. */
  config: Config | (() => Config);
  /** Waits (instant on a simulated Mac, whose screen changes only when acted on); a run's `signal` cuts it short. */
  sleep?: (seconds: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * A runner over a Spoon and a home's files, opened once for the process: every snapshot is recorded in the tab
 * history; approvals come from --yes, the terminal (when `terminal` and there is one) or the Spoon's dialog.
 */
export function runnerOver(stores: HomeStores, options: RunnerOptions): Runner {
  const { spoon } = options;
  const given = options.config;
  // A config.json changed since the last call is seen by the next (a broken one is refused as that call starts).
  const config = typeof given === "function" ? given : () => given;
  const read = async (scope?: DesktopScope, files?: readonly string[]) => {
    const settings = config();
    // A Finder turned off is not scripted for its files: withoutDenied says they are not read.
    const wanted = files !== undefined && readsFiles(settings) ? files : undefined;
    const snapshot = await readSnapshot(spoon, stores.presets.list(), stores.aliases.words(), scope, wanted);
    if (files !== undefined && wanted === undefined) snapshot.files = [];
    const presetsUnavailable = stores.presets.unavailable?.();
    if (presetsUnavailable) snapshot.presetsUnavailable = presetsUnavailable;
    // Tabs not read are not tabs closed.
    if ((scope === undefined || scope.tabs) && keepsTabs(settings)) stores.history.observe(snapshot.tabs);
    return withoutDenied(snapshot, settings);
  };
  const terminal = options.terminal && process.stdin.isTTY === true && process.stderr.isTTY === true;
  const sleep = options.sleep ?? realSleep;
  const context = (): RunnerContext => ({ spoon, stores, config: config(), read, terminal, sleep });
  return {
    read,
    trail: (source, command, run) => startTrail(stores.audit(), source, command, run, stores.journal),
    learn: (word) => {
      try {
        stores.aliases.learn(word);
        return true;
      } catch (error) {
        // The command goes on: the word is asked again next time.
        log.warn("could not keep the person's word", { error: messageOf(error) });
        return false;
      }
    },
    config,
    workspace: () => ({ now: stores.workspace.now(), config: config() }),
    execute: (plan, runOptions) => executeOn(context(), plan, runOptions),
    observe: (goal, observeOptions) => observeOn(context(), goal, observeOptions),
    pageTask: (goal, pageOptions) => pageTaskOn(context(), goal, pageOptions),
  };
}

/**
 * A runner over a Spoon in a home opened for it (the CLI's --sim, tests): config.json (`configHome`'s, default the
 * home's) is read now, so a broken one is refused before anything runs.
 */
export function createRunner(options: {
  spoon: SpoonClient;
  presets: PresetStore;
  home: string;
  configHome?: string;
  terminal: boolean;
  sleep?: (seconds: number, signal?: AbortSignal) => Promise<void>;
  /** The workspace's clock (the simulated Mac's); default the real date. */
  clock?: () => number;
  /** How config.json is read (--sim: with the simulated apps' web services over it); default `loadConfig`. */
  readConfig?: HomeOptions["readConfig"];
}): Runner {
  const { spoon, presets, home, configHome, terminal, sleep, clock, readConfig } = options;
  const stores = openHome(home, {
    presets,
    ...(configHome ? { configHome } : {}),
    ...(clock ? { clock } : {}),
    ...(readConfig ? { readConfig } : {}),
  });
  // Read now, so a broken config.json is refused before anything runs; and again as each call starts.
  stores.config();
  return runnerOver(stores, { spoon, terminal, config: () => stores.config(), ...(sleep ? { sleep } : {}) });
}
