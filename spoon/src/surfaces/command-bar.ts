import { RUN_SECONDS, type AskAgent, type CommandResult, type Reply } from "../contract";
import { closeAlert, showAlert, type SpoonContext } from "../runtime";
import { runSettings } from "../settings";

/** The agent as the command bar tells it: answering, being started by the Spoon, or not there. */
export type AgentState = "linked" | "starting" | "absent";

/** What a command cost the last time it ran, for the menu's recent list: "$0.0014", "no model call". */
function costText(result: CommandResult): string {
  const usage = result.usage;
  if (usage === undefined || type(usage.calls) !== "number" || usage.calls === 0) return "no model call";
  if (type(usage.costUsd) !== "number") return `${math.floor(usage.calls)} calls, cost unknown`;
  return `$${string.format("%.4f", usage.costUsd!)}`;
}

/** " · Claude: 3 calls, $0.0421" after a command that called Claude; nothing otherwise. */
function spent(result: CommandResult): string {
  const usage = result.usage;
  if (usage === undefined || type(usage.calls) !== "number" || usage.calls === 0) return "";
  const calls = `${math.floor(usage.calls)} call${usage.calls === 1 ? "" : "s"}`;
  const cost = type(usage.costUsd) === "number" ? `, $${string.format("%.4f", usage.costUsd!)}` : "";
  return ` · Claude: ${calls}${cost}`;
}

const RECENT_LIMIT = 12;
/** Where recent commands are kept across reloads (hs.settings is shared by the whole config: prefixed). */
const RECENT_KEY = "Claude.recentCommands";
/** What each recent command cost the last time it ran, by command. */
const COSTS_KEY = "Claude.recentCosts";

function storedCosts(): { [command: string]: string } {
  const stored = hs.settings.get(COSTS_KEY);
  const costs: { [command: string]: string } = {};
  if (type(stored) !== "table") return costs;
  for (const [command, cost] of pairs(stored as object))
    if (type(command) === "string" && type(cost) === "string") costs[command as string] = cost as string;
  return costs;
}

/** The recent commands stored, if they are a list of strings; anything else is ignored. */
function storedRecent(): string[] {
  const stored = hs.settings.get(RECENT_KEY);
  if (type(stored) !== "table") return [];
  return (stored as unknown[])
    .filter((command): command is string => type(command) === "string")
    .slice(0, RECENT_LIMIT);
}
/** A command that takes longer than this also ends with a notification (the person may have looked away). */
const NOTIFY_AFTER_SECONDS = 3;

/**
 * The command bar (⌘⇧A by default): a chooser whose first row is what is typed and whose other rows
 * are recent commands; Return sends the row's command to the agent, which plans and runs it as
 * `hs-claude run` does. While it runs an alert says so; the result comes back as an alert.
 */
export class CommandBar {
  private readonly recent: string[] = storedRecent();
  private costs: { [command: string]: string } = storedCosts();
  private stopped = false;

  private readonly ask: AskAgent;
  private readonly onBusy: (this: void, started: boolean) => void;
  private readonly presets: (this: void) => string[];
  private readonly agent: (this: void) => AgentState;

  constructor(
    private readonly ctx: SpoonContext,
    options: {
      ask: AskAgent;
      /** Told when a command starts (true) and ends (false). */
      onBusy?: (this: void, started: boolean) => void;
      /** The agent's presets, offered below the recent commands. */
      presets?: (this: void) => string[];
      /** Whether the agent answers, is being started by the Spoon, or is up to the person to start. */
      agent?: (this: void) => AgentState;
    },
  ) {
    this.ask = options.ask;
    this.onBusy = options.onBusy ?? (() => undefined);
    this.presets = options.presets ?? (() => []);
    this.agent = options.agent ?? (() => "linked");
  }

  /** Recent commands, newest first, with what each cost the last time it ran (when it has finished once). */
  recentCommands(): { command: string; cost?: string }[] {
    return this.recent.map((command) => {
      const cost = this.costs[command];
      return cost === undefined ? { command } : { command, cost };
    });
  }

  /** Keeps the cost of the command's last run, for the recent commands only. */
  private rememberCost(command: string, cost: string): void {
    const kept: { [command: string]: string } = {};
    for (const recent of this.recent) if (this.costs[recent] !== undefined) kept[recent] = this.costs[recent]!;
    kept[command] = cost;
    this.costs = kept;
    hs.settings.set(COSTS_KEY, kept);
  }

  /** Shows the command bar, its field holding `query` when given ("save this layout as "). */
  open(query = ""): void {
    const close = (chooser: hs.chooser.Chooser) => {
      chooser.hide();
      const later = this.ctx.keepTimer(hs.timer.doAfter(0, () => (this.ctx.forgetTimer(later), chooser.delete())));
    };
    const chooser = hs.chooser.new((choice) => {
      giveUp();
      cancel();
      close(chooser);
      if (choice?.command !== undefined) this.run(choice.command);
    });
    const giveUp = this.ctx.claimSlot("chooser", () => close(chooser));
    const cancel = this.ctx.onRelease(() => (chooser.hide(), chooser.delete()));
    chooser
      .placeholderText('Tell Claude what to do, e.g. "chrome left half"')
      .queryChangedCallback((typed) => chooser.choices(this.rows(typed)))
      .choices(this.rows(query))
      .query(query)
      .show();
  }

  /** Asks the agent to stop the commands running before their next step (the `cancel` hotkey). */
  cancel(): void {
    this.ask(
      "cancel",
      {},
      (reply) => {
        const count = reply.ok ? (reply.result as { cancelled: number }).cancelled : 0;
        showAlert(count > 0 ? "Claude: cancelling…" : "Claude: nothing is running");
      },
      10,
    );
  }

  /** Called as the Spoon stops, before its link drops: commands still running show nothing more. */
  stop(): void {
    this.stopped = true;
  }

  /** The typed text first, then the recent commands that contain it. */
  private rows(query: string): hs.chooser.Choice[] {
    const typed = query.trim();
    const lower = string.lower(typed);
    const matches = (text: string) =>
      text !== typed && string.find(string.lower(text), lower, 1, true)[0] !== undefined;
    const recent = this.recent
      .filter((command) => matches(command))
      .map((command) => ({ text: command, subText: "Recent", command }));
    const presets = this.presets()
      .filter((name) => matches(name))
      .map((name) => ({ text: name, subText: "Preset", command: `activate preset ${name}` }));
    const offered = [...recent, ...presets];
    return typed === "" ? offered : [{ text: typed, subText: "Run", command: typed }, ...offered];
  }

  private remember(command: string): void {
    const at = this.recent.indexOf(command);
    if (at >= 0) this.recent.splice(at, 1);
    this.recent.unshift(command);
    if (this.recent.length > RECENT_LIMIT) this.recent.pop();
    hs.settings.set(RECENT_KEY, this.recent);
  }

  /** Sends a command to the agent and tells the person how it went. */
  run(command: string, source: "command bar" | "menubar" = "command bar"): void {
    this.remember(command);
    this.onBusy(true);
    const started = hs.timer.secondsSinceEpoch();
    const waiting = { linked: "", starting: " (starting the agent)", absent: " (waiting for the agent)" };
    const running = showAlert(`Claude: ${command}…${waiting[this.agent()]}`, RUN_SECONDS);
    const cancel = this.ctx.onRelease(() => closeAlert(running));
    this.ask(
      "run",
      { text: command, source, settings: runSettings() },
      (reply) => {
        cancel();
        this.onBusy(false);
        // The Spoon stopped meanwhile: nothing more is shown.
        if (this.stopped) return closeAlert(running);
        closeAlert(running);
        if (reply.ok) this.rememberCost(command, costText(reply.result));
        const text = this.outcome(reply);
        // A failure says what to do: it stays long enough to read.
        showAlert(text, reply.ok && reply.result.success ? 3 : 6);
        if (hs.timer.secondsSinceEpoch() - started > NOTIFY_AFTER_SECONDS) hs.notify.show("Claude", command, text);
      },
      RUN_SECONDS,
    );
  }

  /** One line for the person: what happened, or what went wrong and what to do. */
  private outcome(reply: Reply<CommandResult>): string {
    if (!reply.ok) {
      if (reply.error.code === "not_ready" && this.agent() === "starting")
        return "Claude: the agent did not start: run `npx hs-claude doctor` and see Hammerspoon's console";
      if (reply.error.code === "not_ready")
        return "Claude: the agent is not running: start it with `npx hs-claude serve` (or `hs-claude install-spoon`)";
      return `Claude: ${reply.error.message}`;
    }
    const result = reply.result;
    return result.success
      ? `✓ ${result.message}${spent(result)}`
      : `✗ ${result.error ?? result.message}${spent(result)}`;
  }
}
