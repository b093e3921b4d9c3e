import { agentHome, agentURL, readToken } from "./agent-address";
import { SpoonContext } from "../runtime";
import { AgentAsker, AgentPeer } from "../link";
import { claudeApi, type ClaudeApi } from "../lua-api";
import { operationNames, runOperation } from "../ops";
import { WAITS, type AppWithTools, type DoctorReport, type PersonalWord } from "../contract";
import { storedApiKey, storedSettings } from "../settings";
import { CommandBar, Menubar, RunPages } from "../surfaces";
import { AgentProcess, agentSettings, findNode, type AgentLaunch } from "../supervisor";
import { scanInstalledAppsAtStart } from "../desktop";

/** What a session reads from the Spoon object each time (a person may change it between reconnects). */
export interface SpoonSettings {
  readonly name: string;
  readonly version: string;
  readonly logger: hs.logger.Logger;
  port: number;
  home: string | undefined;
  approvalTimeout: number;
  agentPath: string | undefined;
  nodePath: string | undefined;
  startAgent: boolean | undefined;
  spoonPath: string | undefined;
}

/**
 * One start() to stop() of the Spoon: the context holding what runs, the link to the agent (and the
 * agent itself when the Spoon starts it), and the person's surfaces: command bar, menu bar, hs.claude.
 */
export class Session {
  readonly context: SpoonContext;
  readonly commandBar: CommandBar;
  readonly api: ClaudeApi;
  private peer: AgentPeer | undefined = undefined;
  private readonly menubar: Menubar;
  private readonly asker: AgentAsker;
  private readonly agentProcess: AgentProcess | undefined = undefined;
  private tokenMissingSaid = false;
  /** The agent's presets, asked for when the link comes up and after each command (menus are built at once). */
  private presetNames: string[] = [];
  private personalWords: PersonalWord[] = [];
  private appsWithTools: AppWithTools[] = [];
  private readonly runPages: RunPages;

  constructor(private readonly spoon: SpoonSettings) {
    const level = storedSettings().logLevel;
    if (level !== undefined) spoon.logger.setLogLevel((level === "warn" ? "warning" : level) as hs.logger.Level);
    const context = new SpoonContext(() => math.min(math.max(spoon.approvalTimeout, 1), WAITS.person), spoon.logger);
    this.context = context;
    this.runPages = new RunPages(context);
    this.asker = new AgentAsker(context, () => this.peer);
    const ask = this.asker.ask;
    const busy = (started: boolean) => {
      this.menubar.busy(started);
      // A command may have saved a preset.
      if (!started) this.refreshPresets();
    };
    const commandBar = new CommandBar(context, {
      ask,
      onBusy: busy,
      presets: () => this.presetNames,
      agent: () => (this.isLinked() ? "linked" : this.agentProcess !== undefined ? "starting" : "absent"),
    });
    this.commandBar = commandBar;
    const api = claudeApi({ ctx: context, ask, logger: spoon.logger, onBusy: busy, keyChanged: () => this.sendKey() });
    this.api = api;
    hs.claude = api;
    context.onRelease(() => {
      if (hs.claude === api) hs.claude = undefined;
    });
    this.menubar = new Menubar(context, {
      recent: () => commandBar.recentCommands(),
      presets: () => this.presetNames,
      run: (command) => commandBar.run(command, "menubar"),
      openCommandBar: (query) => commandBar.open(query),
      cancel: () => commandBar.cancel(),
      reconnect: () => this.reconnect(),
      openRuns: (path) => this.openRuns(path),
      settings: {
        startsAgent: () => agentSettings.startsAgent(spoon.startAgent),
        setStartsAgent: (starts) => agentSettings.setStartsAgent(starts),
        words: () => this.personalWords,
        forgetWord: (phrase) => this.forgetWord(phrase),
        apps: () => this.appsWithTools,
      },
    });
    context.onApprovalWaiting = (approval, waiting) => this.menubar.waiting(approval, waiting);
    // Without the agent's path (install-spoon records it) there is nothing to start: connect only.
    if (
      agentSettings.startsAgent(spoon.startAgent) &&
      (spoon.agentPath ?? agentSettings.agentPath(spoon.spoonPath)) !== undefined
    ) {
      this.agentProcess = new AgentProcess(context, () => this.agentLaunch());
      this.agentProcess.linked(false);
    }
    scanInstalledAppsAtStart(context);
    this.reconnect();
  }

  isLinked(): boolean {
    return this.peer?.isReady() ?? false;
  }

  /** Has the agent keep the first-contact report in its home: where it is, or why it is not. */
  keepReport(report: DoctorReport): Promise<{ file: string } | { problem: string }> {
    return new Promise((resolve) =>
      this.asker.ask(
        "keep_report",
        { report },
        (reply) => resolve(reply.ok ? { file: reply.result.file } : { problem: reply.error.message }),
        WAITS.read,
      ),
    );
  }

  /** Drops the link (if any) and connects again. */
  reconnect(): void {
    this.peer?.stop();
    this.peer = new AgentPeer({
      url: () => this.address(),
      name: this.spoon.name,
      version: this.spoon.version,
      ops: operationNames,
      onRequest: (op, params, reply) => runOperation(op, params, reply, this.context),
      onLink: (ready) => this.linked(ready),
      logger: this.spoon.logger,
    });
    this.peer.start();
  }

  /** Ends the session: a command still waiting shows nothing more, the link drops, everything held is released. */
  stop(): void {
    this.commandBar.stop();
    this.peer?.stop();
    this.peer = undefined;
    this.context.release();
  }

  private linked(ready: boolean): void {
    this.menubar.linked(ready);
    this.agentProcess?.linked(ready);
    if (!ready) return;
    this.tokenMissingSaid = false;
    if (storedApiKey() !== undefined) this.sendKey();
    this.asker.linked();
    this.refreshPresets();
  }

  /** What the menu and the command bar list from the agent: presets, the person's own words, the apps with tools. */
  private refreshPresets(): void {
    if (!this.isLinked()) return;
    this.peer?.request("presets", {}, (reply) => {
      const names = reply.ok ? (reply.result as { names?: unknown }).names : undefined;
      if (type(names) === "table")
        this.presetNames = (names as unknown[]).filter((name) => type(name) === "string") as string[];
    });
    this.peer?.request("aliases", {}, (reply) => {
      const words = reply.ok ? (reply.result as { words?: unknown }).words : undefined;
      if (type(words) !== "table") return;
      this.personalWords = (words as { phrase?: unknown; app?: unknown; site?: unknown }[]).filter(
        (word) =>
          type(word) === "table" &&
          type(word.phrase) === "string" &&
          (type(word.app) === "string" || type(word.site) === "string"),
      ) as PersonalWord[];
    });
    this.peer?.request("apps", {}, (reply) => {
      const apps = reply.ok ? (reply.result as { apps?: unknown }).apps : undefined;
      if (type(apps) !== "table") return;
      this.appsWithTools = (apps as { name?: unknown; allowed?: unknown }[]).filter(
        (app) => type(app) === "table" && type(app.name) === "string" && type(app.allowed) === "boolean",
      ) as AppWithTools[];
    });
  }

  private forgetWord(phrase: string): void {
    this.peer?.request("forget_alias", { phrase }, (reply) => {
      if (!reply.ok) this.spoon.logger.w(`the agent did not forget "${phrase}": ${reply.error.message}`);
      this.refreshPresets();
    });
  }

  /** The key the person gave hs.claude.configure, to the agent (which keeps it in memory); "" when forgotten. */
  private sendKey(): void {
    if (!this.isLinked()) return;
    this.peer?.request("set_key", { apiKey: storedApiKey() ?? "" }, (reply) => {
      if (!reply.ok) this.spoon.logger.w(`the agent did not take the API key: ${reply.error.message}`);
    });
  }

  private agentLaunch(): AgentLaunch | { error: string } {
    const agent = this.spoon.agentPath ?? agentSettings.agentPath(this.spoon.spoonPath);
    if (agent === undefined)
      return { error: "no agent path: run `hs-claude install-spoon`, or set spoon.Claude.agentPath" };
    if (hs.fs.attributes(agent, "mode") !== "file") return { error: `no agent at ${agent}` };
    const node = findNode(this.spoon.nodePath);
    if ("error" in node) return node;
    const { port, home } = this.spoon;
    return { node: node.path, agent, port, home, apiKey: storedApiKey() };
  }

  private openRuns(path: "/runs" | "/runs/last"): void {
    const home = agentHome(this.spoon.home);
    const token = home === undefined ? undefined : readToken(home);
    if (token === undefined) {
      hs.alert.show(`Claude: no agent token in ${home ?? "~/.hs-claude"}/token, so the run history cannot open`);
      return;
    }
    this.runPages.open(this.spoon.port, token, path);
  }

  private address(): string | undefined {
    const home = agentHome(this.spoon.home);
    const token = home === undefined ? undefined : readToken(home);
    if (token !== undefined) return agentURL(this.spoon.port, token);
    // Said once until a link is made: the Spoon retries every few seconds meanwhile.
    if (!this.tokenMissingSaid) {
      const start =
        this.agentProcess === undefined ? "start the agent with `npx hs-claude serve`" : "starting the agent";
      this.spoon.logger.w(`no agent token in ${home ?? "~/.hs-claude"}/token: ${start}`);
    }
    this.tokenMissingSaid = true;
    return undefined;
  }
}
