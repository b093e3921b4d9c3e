import { DEFAULT_PORT, keptWhere, selfTest, Session } from "./session";
import { type Finding, logger, SpoonContext } from "./runtime";
import type { ExecuteResult } from "./lua-api";
import { type DoctorReport, reportLines, WAITS } from "./contract";

/**
 * === Claude ===
 *
 * Natural-language control of this Mac: type "chrome left half, slack on the right monitor" in the
 * command bar (or call hs.claude.execute), and the hs-claude agent plans it with Claude and the Spoon
 * carries it out. Destructive steps ask you first in a window only you can answer.
 *
 * Download: https://github.com/hs-claude/hs-claude/releases
 */
class ClaudeSpoon {
  readonly name = "Claude";
  readonly version = "0.1.0";
  readonly author = "hs-claude developers";
  readonly license = "MIT - https://opensource.org/licenses/MIT";
  readonly homepage = "https://github.com/hs-claude/hs-claude";

  /**
   * Claude.logger
   * Variable
   * The Spoon's logger (hs.logger), named "Claude"; e.g. `spoon.Claude.logger.setLogLevel("info")`.
   */
  readonly logger = logger;
  /**
   * Claude.port
   * Variable
   * The port of the hs-claude agent (default 8765). Set it before `start()`.
   */
  port = DEFAULT_PORT;
  /**
   * Claude.home
   * Variable
   * The agent's home folder, holding its `token` (default ~/.hs-claude). Set it when the agent uses another.
   */
  home: string | undefined = undefined;
  /**
   * Claude.approvalTimeout
   * Variable
   * Seconds an approval window or a question waits for you before nothing is done (default 90, at most 600).
   */
  approvalTimeout = 90;
  /**
   * Claude.agentPath
   * Variable
   * The agent's script the Spoon starts when no agent answers. Rarely set here: by default it is the agent the
   * Spoon carries (`agent/hs-claude.cjs` in its folder, as the release zip has it), else the one
   * `hs-claude install-spoon` recorded in hs.settings, else `bin/hs-claude.js` of the clone it is linked from.
   */
  agentPath: string | undefined = undefined;
  /**
   * Claude.nodePath
   * Variable
   * Node's full path for the agent (default: the first of Homebrew's, /usr/local, Volta's, nvm's newest).
   */
  nodePath: string | undefined = undefined;
  /**
   * Claude.startAgent
   * Variable
   * Whether the Spoon starts the agent when none answers (default true; the menu's setting is kept).
   */
  startAgent: boolean | undefined = undefined;
  /** Set by hs.loadSpoon: the Spoon's folder, with a trailing slash. */
  spoonPath: string | undefined = undefined;

  private session: Session | undefined = undefined;
  private hotkeyMap: hs.spoons.HotkeyMap | undefined = undefined;

  /**
   * Claude:init() -> self
   * Method
   * Prepares the Spoon; called by hs.loadSpoon. Starts nothing.
   *
   * Parameters:
   *  * None
   *
   * Returns:
   *  * The Claude object
   */
  init(): this {
    return this;
  }

  /**
   * Claude:start() -> self
   * Method
   * Connects to the hs-claude agent (starting it when none answers and its path is known), keeps the link
   * up, shows the menu bar item, binds the hotkeys and sets `hs.claude`. Safe to call twice.
   *
   * Parameters:
   *  * None
   *
   * Returns:
   *  * The Claude object
   */
  start(): this {
    if (this.session !== undefined) return this;
    this.session = new Session(this);
    if (this.hotkeyMap !== undefined) this.session.context.bindHotkeys(this.hotkeyMap, this.hotkeyActions());
    return this;
  }

  /**
   * Claude:stop() -> self
   * Method
   * Closes the link, ends the agent the Spoon started, removes `hs.claude`, the menu bar item and the hotkeys,
   * and closes any window or chooser of the Spoon's. Nothing of it keeps running. Safe to call twice.
   *
   * Parameters:
   *  * None
   *
   * Returns:
   *  * The Claude object
   */
  stop(): this {
    this.session?.stop();
    this.session = undefined;
    return this;
  }

  /**
   * Claude:bindHotkeys(mapping) -> self
   * Method
   * Binds hotkeys while the Spoon is started (at once when it already is).
   *
   * Parameters:
   *  * mapping - A table of actions and keys, e.g.
   *    `{ commandBar = {{"cmd","shift"}, "A"}, cancel = {{"cmd","shift"}, "."} }`. Actions: `commandBar`
   *    (type a command for Claude), `cancel` (stop a running command before its next step), `reconnect`
   *    (drop the agent link and connect again). An entry may add `message = "..."` to show an alert.
   *
   * Returns:
   *  * The Claude object
   */
  bindHotkeys(mapping: hs.spoons.HotkeyMap): this {
    this.hotkeyMap = mapping;
    this.session?.context.bindHotkeys(mapping, this.hotkeyActions());
    return this;
  }

  /**
   * Claude:isConnected() -> boolean
   * Method
   * Whether the agent has accepted this Spoon on a live connection.
   *
   * Parameters:
   *  * None
   *
   * Returns:
   *  * true when connected, otherwise false
   */
  isConnected(): boolean {
    return this.session?.isLinked() ?? false;
  }

  /**
   * Claude:reconnect() -> self
   * Method
   * Drops the link to the agent and connects again, e.g. after the agent moved to another port.
   *
   * Parameters:
   *  * None
   *
   * Returns:
   *  * The Claude object
   */
  reconnect(): this {
    if (this.session === undefined) return this.start();
    this.session.reconnect();
    return this;
  }

  /**
   * Claude:openCommandBar() -> self
   * Method
   * Shows the command bar: type what Claude should do and press Return (what the `commandBar` hotkey does).
   *
   * Parameters:
   *  * None
   *
   * Returns:
   *  * The Claude object
   */
  openCommandBar(): this {
    this.session?.commandBar.open();
    return this;
  }

  /**
   * Claude:execute(command, callback) -> self
   * Method
   * Runs a command as the command bar does (what `hs.claude.execute` does while the Spoon is started).
   *
   * Parameters:
   *  * command - What to do, e.g. "maximize terminal"
   *  * callback - Called with the result `{success, message, steps, iterations}`; on failure
   *    `{success=false, error, errorType, context}` (errorType "validation", "cancelled", "api", "timeout", ...)
   *
   * Returns:
   *  * The Claude object
   */
  execute(command: string, callback: (this: void, result: ExecuteResult) => void): this {
    if (this.session === undefined) error("spoon.Claude:execute(): start the Spoon first (spoon.Claude:start())", 2);
    this.session.api.execute(command, callback);
    return this;
  }

  /**
   * Claude:configure(options) -> self
   * Method
   * Sets options kept across reloads (what `hs.claude.configure` does while the Spoon is started).
   *
   * Parameters:
   *  * options - A table with any of `model`, `maxIterations` (1-100), `actionDelay` (seconds),
   *    `screenshotQuality` (0.1-1), `logLevel`, `closeTabsWithoutAsking` (closing more tabs asks first),
   *    `apiKey` (kept in hs.settings, sent only to the agent, never logged; "" forgets it)
   *
   * Returns:
   *  * The Claude object
   *
   * Notes:
   *  * A wrong option raises an error naming the option, what it must be, and the options there are.
   */
  configure(options: object): this {
    if (this.session === undefined) error("spoon.Claude:configure(): start the Spoon first (spoon.Claude:start())", 2);
    this.session.api.configure(options);
    return this;
  }

  /**
   * Claude:selfTest([options], [callback]) -> self
   * Method
   * Checks what only a Mac can show and prints a report in Hammerspoon's console: Accessibility and Screen
   * Recording, each screen's frames and scale, the pointer sent to each screen and read back, a snapshot's
   * pixel size against points × scale, Chrome's Automation permission, and the link to the agent.
   *
   * Parameters:
   *  * options - Optional; `{deep = true}` adds the first-contact report: every hs call the Spoon relies on and
   *    every running app's read-only scripts (tabs, now playing, recent notes, today's events, the home's folders),
   *    each timed, each failure with macOS's error number and the setting that fixes it, and the versions of macOS,
   *    Hammerspoon and each app; the agent keeps it in its home (`doctor-DATE.txt`) to attach to an issue, as
   *    `hs-claude doctor --deep` does.
   *  * callback - Optional; called with the findings, a list of `{mark, text}` (mark ✓, ! or ✗), and with
   *    `{deep = true}` the report as a table
   *
   * Returns:
   *  * The Claude object
   *
   * Notes:
   *  * The pointer moves to the middle of each screen and back to where it was. The deep checks change nothing:
   *    an app that is not running is not started but said so, and no script that writes is run.
   */
  selfTest(
    options?: { deep?: boolean } | ((this: void, findings: Finding[], report?: DoctorReport) => void),
    callback?: (this: void, findings: Finding[], report?: DoctorReport) => void,
  ): this {
    const done = typeof options === "function" ? options : callback;
    const deep = typeof options === "object" && options.deep === true;
    const own = this.session === undefined ? new SpoonContext(() => WAITS.person, this.logger) : undefined;
    const ctx = this.session?.context ?? own!;
    const session = this.isConnected() ? this.session : undefined;
    const keep = session === undefined ? undefined : (report: DoctorReport) => session.keepReport(report);
    const link = { connected: () => this.isConnected(), port: this.port };
    const report = async () => {
      try {
        const { findings, report } = await selfTest(ctx, link, deep);
        const lines = ["Claude self-test:", ...findings.map((finding) => `${finding.mark} ${finding.text}`)];
        if (report !== undefined)
          lines.push("First-contact report:", ...reportLines(report), await keptWhere(report, keep));
        print(lines.join("\n"));
        done?.(findings, report);
      } catch (error) {
        this.logger.e(`self-test failed: ${tostring(error)}`);
      } finally {
        own?.release();
      }
    };
    void report();
    return this;
  }

  /** Collecting the Spoon object (a reload of Hammerspoon's configuration) stops it. */
  __gc(): void {
    this.stop();
  }

  private hotkeyActions() {
    return {
      reconnect: () => void this.reconnect(),
      commandBar: () => void this.openCommandBar(),
      cancel: () => this.session?.commandBar.cancel(),
    };
  }
}

const obj = new ClaudeSpoon();
export = obj;
