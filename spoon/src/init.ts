import { agentHome, agentURL, DEFAULT_PORT, readToken } from "./config";
import { AgentAsker, AgentPeer } from "./link";
import { logger } from "./logger";
import { SpoonContext } from "./context";
import { operationNames, runOperation } from "./ops";
import { WAITS } from "./ops/contract";
import { claudeApi, storedApiKey, storedSettings, type ClaudeApi, type ExecuteResult } from "./lua-api";
import { CommandBar } from "./surfaces/command-bar";
import { Menubar } from "./surfaces/menubar";
import { AgentProcess, agentSettings, findNode, type AgentLaunch } from "./supervisor";

/** The Claude Spoon: natural-language control of this Mac, executed for the hs-claude agent. */
class ClaudeSpoon {
  readonly name = "Claude";
  readonly version = "0.1.0";
  readonly author = "hs-claude developers";
  readonly license = "MIT - https://opensource.org/licenses/MIT";
  readonly homepage = "https://github.com/hs-claude/hs-claude";

  /**
   * Variable: the Spoon's logger (hs.logger), named "Claude"; set its level with
   * `spoon.Claude.logger.setLogLevel("info")`.
   */
  readonly logger = logger;
  /** Variable: the port of the hs-claude agent (default 8765). Set before `start()`. */
  port = DEFAULT_PORT;
  /** Variable: the agent's home folder holding `token` (default ~/.hs-claude; set it when the agent uses another). */
  home: string | undefined = undefined;
  /**
   * Variable: seconds an approval dialog or a question waits for you before it is refused (default 90, at most 600).
   */
  approvalTimeout = 90;
  /**
   * Variable: the agent's script (`bin/hs-claude.js` of hs-claude) the Spoon starts when no agent answers;
   * `npm run install-spoon` records it, so it is rarely set by hand.
   */
  agentPath: string | undefined = undefined;
  /** Variable: node's full path for the agent (default: Homebrew's, /usr/local, Volta's or nvm's newest). */
  nodePath: string | undefined = undefined;
  /** Variable: start the agent when none answers (default true; the menu's setting is kept in hs.settings). */
  startAgent: boolean | undefined = undefined;
  /** Set by hs.loadSpoon: the Spoon's folder, with a trailing slash. */
  spoonPath: string | undefined = undefined;

  private peer: AgentPeer | undefined = undefined;
  private context: SpoonContext | undefined = undefined;
  private hotkeyMap: hs.spoons.HotkeyMap | undefined = undefined;
  private commandBar: CommandBar | undefined = undefined;
  private menubar: Menubar | undefined = undefined;
  private api: ClaudeApi | undefined = undefined;
  private asker: AgentAsker | undefined = undefined;
  private agentProcess: AgentProcess | undefined = undefined;
  private tokenMissingSaid = false;

  /**
   * Claude:init() -> self
   * Prepares the Spoon; called by hs.loadSpoon. Starts nothing.
   */
  init(): this {
    return this;
  }

  /**
   * Claude:start() -> self
   * Connects to the hs-claude agent and keeps reconnecting while started; binds the hotkeys. Safe to call twice.
   */
  start(): this {
    if (this.context !== undefined) return this;
    const level = storedSettings().logLevel;
    if (level !== undefined) this.logger.setLogLevel((level === "warn" ? "warning" : level) as hs.logger.Level);
    const context = new SpoonContext(() => math.min(math.max(this.approvalTimeout, 1), WAITS.person), this.logger);
    this.context = context;
    const asker = new AgentAsker(context, () => this.peer);
    this.asker = asker;
    const ask = asker.ask;
    const busy = (started: boolean) => this.menubar?.busy(started);
    const commandBar = new CommandBar(context, ask, busy);
    this.commandBar = commandBar;
    const api = claudeApi({ ctx: context, ask, logger: this.logger, onBusy: busy, keyChanged: () => this.sendKey() });
    this.api = api;
    hs.claude = api;
    context.onRelease(() => {
      if (hs.claude === api) hs.claude = undefined;
      this.api = undefined;
    });
    this.menubar = new Menubar(context, {
      recent: () => commandBar.recentCommands(),
      run: (command) => commandBar.run(command, "menubar"),
      openCommandBar: () => commandBar.open(),
      reconnect: () => void this.reconnect(),
    });
    context.onApprovalWaiting = (waiting) => this.menubar?.waiting(waiting);
    if (this.hotkeyMap !== undefined) context.bindHotkeys(this.hotkeyMap, this.hotkeyActions());
    // Without the agent's path (install-spoon records it) there is nothing to start: connect only.
    if (agentSettings.startsAgent(this.startAgent) && (this.agentPath ?? agentSettings.agentPath()) !== undefined) {
      this.agentProcess = new AgentProcess(context, () => this.agentLaunch());
      this.agentProcess.linked(false);
    }
    this.connect(context);
    return this;
  }

  /**
   * Claude:stop() -> self
   * Closes the link to the agent and releases everything the Spoon holds: timers, tasks, hotkeys, and
   * any chooser or dialog on screen. Nothing of it keeps running. Safe to call twice.
   */
  stop(): this {
    // First: a command still waiting on the agent shows nothing once the link drops.
    this.commandBar?.stop();
    this.peer?.stop();
    this.peer = undefined;
    this.context?.release();
    this.context = undefined;
    this.commandBar = undefined;
    this.menubar = undefined;
    this.asker = undefined;
    this.agentProcess = undefined;
    return this;
  }

  /**
   * Claude:bindHotkeys(mapping) -> self
   * Binds hotkeys while the Spoon is started (at once when it already is).
   * Parameters: mapping, a table such as `{ reconnect = {{"cmd","alt","ctrl"}, "R"} }`; an entry may add
   * `message = "..."` to show an alert when pressed. Actions: `commandBar` (type a command for Claude; e.g.
   * `commandBar = {{"cmd","shift"}, "A"}`), `cancel` (stop a running command before its next step; e.g.
   * `cancel = {{"cmd","shift"}, "."}`) and `reconnect` (drop the agent link and connect again).
   */
  bindHotkeys(mapping: hs.spoons.HotkeyMap): this {
    this.hotkeyMap = mapping;
    this.context?.bindHotkeys(mapping, this.hotkeyActions());
    return this;
  }

  /**
   * Claude:isConnected() -> boolean
   * True when the agent has accepted this Spoon on a live connection.
   */
  isConnected(): boolean {
    return this.peer?.isReady() ?? false;
  }

  /**
   * Claude:reconnect() -> self
   * Stops and starts the link, e.g. after the agent moved to another port.
   */
  reconnect(): this {
    if (this.context === undefined) return this.start();
    this.peer?.stop();
    this.connect(this.context);
    return this;
  }

  /** Collecting the Spoon object (a reload of Hammerspoon's configuration) stops it. */
  __gc(): void {
    this.stop();
  }

  private connect(context: SpoonContext): void {
    this.peer = new AgentPeer({
      url: () => this.address(),
      name: this.name,
      version: this.version,
      ops: operationNames,
      onRequest: (op, params, reply) => runOperation(op, params, reply, context),
      onLink: (ready) => {
        this.menubar?.linked(ready);
        if (ready && storedApiKey() !== undefined) this.sendKey();
        if (ready) this.asker?.linked();
        this.agentProcess?.linked(ready);
        if (ready) this.tokenMissingSaid = false;
      },
      logger: this.logger,
    });
    this.peer.start();
  }

  /** The key the person gave hs.claude.configure, to the agent (which keeps it in memory); "" when forgotten. */
  private sendKey(): void {
    if (!this.isConnected()) return;
    this.peer?.request("set_key", { apiKey: storedApiKey() ?? "" }, (reply) => {
      if (!reply.ok) this.logger.w(`the agent did not take the API key: ${reply.error.message}`);
    });
  }

  /**
   * Claude:execute(command, callback) -> self
   * Runs a command as the command bar does (hs.claude.execute while the Spoon is started).
   * Parameters: command, what to do, e.g. "maximize terminal"; callback, called with seed 004's result
   * `{success, message, steps, iterations}`, or on failure `{success=false, error, errorType, context}`.
   */
  execute(command: string, callback: (this: void, result: ExecuteResult) => void): this {
    if (this.api === undefined) error("spoon.Claude:execute(): start the Spoon first (spoon.Claude:start())", 2);
    this.api.execute(command, callback);
    return this;
  }

  /**
   * Claude:configure(options) -> self
   * Sets options kept across reloads (hs.claude.configure while started): `model`, `maxIterations` (1-100),
   * `actionDelay` (seconds), `screenshotQuality` (0.1-1), `logLevel`, `apiKey` (kept in hs.settings, sent only
   * to the agent, never logged; "" forgets it). A wrong option raises an error naming the options there are.
   */
  configure(options: object): this {
    if (this.api === undefined) error("spoon.Claude:configure(): start the Spoon first (spoon.Claude:start())", 2);
    this.api.configure(options);
    return this;
  }

  private agentLaunch(): AgentLaunch | { error: string } {
    const agent = this.agentPath ?? agentSettings.agentPath();
    if (agent === undefined)
      return { error: "no agent path: run `npm run install-spoon` in hs-claude, or set spoon.Claude.agentPath" };
    if (hs.fs.attributes(agent, "mode") !== "file") return { error: `no agent at ${agent}` };
    const node = findNode(this.nodePath);
    if ("error" in node) return node;
    return { node: node.path, agent, port: this.port, home: this.home, apiKey: storedApiKey() };
  }

  private hotkeyActions() {
    return {
      reconnect: () => void this.reconnect(),
      commandBar: () => void this.openCommandBar(),
      cancel: () => this.commandBar?.cancel(),
    };
  }

  /**
   * Claude:openCommandBar() -> self
   * Shows the command bar: type what Claude should do and press Return (what the `commandBar` hotkey does).
   */
  openCommandBar(): this {
    this.commandBar?.open();
    return this;
  }

  private address(): string | undefined {
    const home = agentHome(this.home);
    const token = home === undefined ? undefined : readToken(home);
    if (token === undefined) {
      // Said once until a link is made: the Spoon retries every few seconds meanwhile.
      if (!this.tokenMissingSaid) {
        const start =
          this.agentProcess === undefined ? "start the agent with `npx hs-claude serve`" : "starting the agent";
        this.logger.w(`no agent token in ${home ?? "~/.hs-claude"}/token: ${start}`);
      }
      this.tokenMissingSaid = true;
      return undefined;
    }
    return agentURL(this.port, token);
  }
}

const obj = new ClaudeSpoon();
export = obj;
