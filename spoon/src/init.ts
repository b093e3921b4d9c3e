import { agentHome, agentURL, DEFAULT_PORT, readToken } from "./config";
import { AgentPeer } from "./link";
import { logger } from "./logger";
import { operationNames, runOperation } from "./ops";
import { settings } from "./settings";

/** The Claude Spoon: natural-language control of this Mac, executed for the hs-claude agent. */
class ClaudeSpoon {
  readonly name = "Claude";
  readonly version = "0.1.0";
  readonly author = "hs-claude developers";
  readonly license = "MIT - https://opensource.org/licenses/MIT";
  readonly homepage = "https://github.com/hs-claude/hs-claude";

  /** Variable: the Spoon's logger (hs.logger), named "Claude"; set its level with `spoon.Claude.logger.setLogLevel("info")`. */
  readonly logger = logger;
  /** Variable: the port of the hs-claude agent (default 8765). Set before `start()`. */
  port = DEFAULT_PORT;
  /** Variable: the agent's home folder holding `token` (default $HS_CLAUDE_HOME or ~/.hs-claude). */
  home: string | undefined = undefined;
  /** Variable: seconds an approval dialog waits for you before the action is refused (default 90). */
  approvalTimeout = settings.approvalTimeout;
  /** Set by hs.loadSpoon: the Spoon's folder, with a trailing slash. */
  spoonPath: string | undefined = undefined;

  private peer: AgentPeer | undefined = undefined;

  /**
   * Claude:init() -> self
   * Prepares the Spoon; called by hs.loadSpoon. Starts nothing.
   */
  init(): this {
    return this;
  }

  /**
   * Claude:start() -> self
   * Connects to the hs-claude agent and keeps reconnecting while started. Safe to call twice.
   */
  start(): this {
    if (this.peer !== undefined) return this;
    settings.approvalTimeout = this.approvalTimeout;
    this.peer = new AgentPeer({
      url: () => this.address(),
      name: this.name,
      version: this.version,
      ops: operationNames,
      onRequest: runOperation,
      logger: this.logger,
    });
    this.peer.start();
    return this;
  }

  /**
   * Claude:stop() -> self
   * Closes the link to the agent and stops its timers. Safe to call twice.
   */
  stop(): this {
    this.peer?.stop();
    this.peer = undefined;
    return this;
  }

  /**
   * Claude:bindHotkeys(mapping) -> self
   * Binds hotkeys. Parameters: mapping, a table such as `{ reconnect = {{"cmd","alt","ctrl"}, "R", message = ""} }`.
   * Actions: `reconnect` (drop the agent link and connect again).
   */
  bindHotkeys(mapping: hs.spoons.HotkeyMap): this {
    hs.spoons.bindHotkeysToSpec({ reconnect: () => this.reconnect() }, mapping);
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
    return this.stop().start();
  }

  private address(): string | undefined {
    const home = agentHome(this.home);
    const token = home === undefined ? undefined : readToken(home);
    if (token === undefined) {
      this.logger.w(`no agent token in ${home ?? "~/.hs-claude"}/token: start the agent with \`npx hs-claude serve\``);
      return undefined;
    }
    return agentURL(this.port, token);
  }
}

const obj = new ClaudeSpoon();
export = obj;
