import { randomUUID } from "node:crypto";
import type { DesktopScope, Snapshot } from "../contract/index.ts";
import { notConnected } from "../errors/index.ts";
import { spoonClient, type SpoonChannel, type SpoonClient } from "../spoon/index.ts";
import { openHome, type HomeOptions, type HomeStores } from "./home-stores.ts";
import { Conversations } from "./conversation.ts";
import { RunRegistry } from "./run-registry.ts";
import { runnerOver, type Runner } from "./runner.ts";
import { withSettings, type Settings } from "./settings.ts";
import { closeRunsLeftOpen } from "./unfinished-runs.ts";

/** Snapshots a client read, by id, so `execute` resolves a plan against the desktop it was made on. */
const REMEMBERED_SNAPSHOTS = 16;

/** The Spoon as the server holds it: a channel, and what it said in its hello. */
export type ConnectedSpoon = SpoonChannel & { readonly hello?: { name: string; version: string } };

export interface AppServiceOptions extends HomeOptions {
  /** The Spoon connected now, looked up per request: it may have reconnected since. */
  spoon: () => ConnectedSpoon | undefined;
  home: string;
  /** Where the API key and the model come from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Waits (instant for a simulated Mac). */
  sleep?: (seconds: number) => Promise<void>;
}

/**
 * The agent's application service, one per home, built once per process: the home's files opened once, the runs
 * under way (the one place a run is told to stop), the settings merged in one place, and the API key the person
 * gave the Spoon. Both the clients' requests and the Spoon's are answered through it.
 */
export class AppService {
  readonly stores: HomeStores;
  readonly runs = new RunRegistry();
  /** The clients' conversations (an MCP server's session, a CLI run): what each typed waits for its submit. */
  readonly conversations = new Conversations();
  private readonly snapshots = new Map<string, Snapshot>();
  /** The API key the person gave the Spoon: kept in memory only, used when the agent's environment has none. */
  private keyFromSpoon: string | undefined;

  constructor(private readonly options: AppServiceOptions) {
    this.stores = openHome(options.home, options);
  }

  /** The home this service keeps its files in. */
  get home(): string {
    return this.options.home;
  }

  /** The connected Spoon; without one, the error that says how to connect it. */
  spoon(): SpoonClient {
    const channel = this.options.spoon();
    if (!channel) throw notConnected();
    return spoonClient(channel);
  }

  /**
   * A runner on the connected Spoon for one request, with config.json as it is now, then the person's settings
   * (`configured`: what hs.claude.configure set), then the call's own.
   */
  runner(configured: Settings = {}, call: Settings = {}): Runner {
    const spoon = this.spoon();
    const config = withSettings(this.stores.config(), configured, call);
    return runnerOver(this.stores, { spoon, terminal: false, config, ...this.waits() });
  }

  /** The environment runs call Claude with: the agent's own, the Spoon's key when it has none, `model` over its. */
  env(model?: string): NodeJS.ProcessEnv {
    const env = { ...(this.options.env ?? process.env) };
    if (!env.ANTHROPIC_API_KEY && this.keyFromSpoon) env.ANTHROPIC_API_KEY = this.keyFromSpoon;
    if (model) env.HS_CLAUDE_MODEL = model;
    return env;
  }

  /** Keeps the key the person gave the Spoon (an empty one forgets it); whether one is kept. */
  setKey(apiKey: string): boolean {
    this.keyFromSpoon = apiKey.trim() || undefined;
    return this.keyFromSpoon !== undefined;
  }

  /** Whether a Spoon is connected, and which. */
  /** The Spoon connected, if any, and which agent this is: its script and the node running it. */
  status(): { spoon: { name: string; version: string } | null; agent: { script: string; node: string } } {
    const hello = this.options.spoon()?.hello;
    const agent = { script: process.argv[1] ?? "", node: process.execPath };
    return { spoon: hello ? { name: hello.name, version: hello.version } : null, agent };
  }

  /** Reads the desktop (or the part `scope` names) for a client, remembered under the id it is given. */
  async read(scope?: DesktopScope, files?: readonly string[]): Promise<{ id: string; snapshot: Snapshot }> {
    const snapshot = await this.runner().read(scope, files);
    const id = randomUUID();
    this.snapshots.set(id, snapshot);
    for (const old of [...this.snapshots.keys()].slice(0, Math.max(0, this.snapshots.size - REMEMBERED_SNAPSHOTS)))
      this.snapshots.delete(old);
    return { id, snapshot };
  }

  /** The snapshot a client read under `id`, while it is remembered. */
  snapshot(id: string | undefined): Snapshot | undefined {
    return id === undefined ? undefined : this.snapshots.get(id);
  }

  /** Tells the run `run` to stop before its next step (a client's Ctrl-C); false when it is not under way. */
  cancel(run: string): boolean {
    return this.runs.cancel(run);
  }

  /** Tells every run under way to stop before its next step (the person's cancel hotkey); how many were told. */
  cancelAll(): number {
    return this.runs.cancelAll();
  }

  /** The names of the presets, for the menu and the command bar. */
  presetNames(): string[] {
    return this.stores.presets.list().map((preset) => preset.name);
  }

  /** Closes the runs a killed process left without a result, as the agent starts; the runs closed. */
  closeUnfinishedRuns(options: { now?: number; alive?: (pid: number) => boolean } = {}): string[] {
    return closeRunsLeftOpen(this.stores, options);
  }

  /** How this service's runs wait: instant on a simulated Mac. */
  private waits(): { sleep?: (seconds: number) => Promise<void> } {
    return this.options.sleep ? { sleep: this.options.sleep } : {};
  }
}
