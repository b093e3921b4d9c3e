import type { PendingApproval, SpoonContext } from "../runtime";
import { menuSettings, type MenuSettings } from "./menu-settings";

export type LinkState = "disconnected" | "idle" | "running" | "waiting for approval";

const TITLES: { [state in LinkState]: string } = {
  disconnected: "Claude ⊘",
  idle: "Claude",
  running: "Claude …",
  "waiting for approval": "Claude ?",
};

/** What the menu offers, given by the Spoon: recent commands, presets, and what each row does. */
export interface MenuActions {
  /** Recent commands, newest first, with what each cost the last time it ran. */
  recent: (this: void) => { command: string; cost?: string }[];
  presets: (this: void) => string[];
  run: (this: void, command: string) => void;
  openCommandBar: (this: void, query?: string) => void;
  cancel: (this: void) => void;
  reconnect: (this: void) => void;
  /** Opens the agent's run history ("/runs") or the last run's report ("/runs/last"). */
  openRuns: (this: void, path: "/runs" | "/runs/last") => void;
  settings: MenuSettings;
}

/**
 * The Spoon's item in the menu bar: its title says the state (disconnected ⊘, idle, running …, waiting
 * for an approval ?); its menu runs a recent command or a preset, saves the layout, brings a pending
 * approval forward, cancels, undoes the last command, restores the workspace, opens the run history and
 * the last run's report, reconnects, and holds the settings. Deleted when the Spoon stops.
 */
export class Menubar {
  private state: LinkState = "disconnected";
  private running = 0;
  private approvals: PendingApproval[] = [];
  private readonly item: hs.menubar.Menubar | undefined;

  constructor(ctx: SpoonContext, actions: MenuActions) {
    this.item = hs.menubar.new();
    const item = this.item;
    if (item === undefined) return;
    item.setTitle(TITLES[this.state]).setMenu(() => this.menu(actions));
    ctx.onRelease(() => item.delete());
  }

  /** The agent link came up (idle) or went down (disconnected). */
  linked(ready: boolean): void {
    this.state = ready ? "idle" : "disconnected";
    this.show();
  }

  /** A command started (true) or ended (false). */
  busy(started: boolean): void {
    this.running = math.max(0, this.running + (started ? 1 : -1));
    this.show();
  }

  /** An approval started waiting for the person (true) or was settled (false). */
  waiting(approval: PendingApproval, waiting: boolean): void {
    this.approvals = this.approvals.filter((other) => other !== approval);
    if (waiting) this.approvals.push(approval);
    this.show();
  }

  private show(): void {
    if (this.state !== "disconnected")
      this.state = this.approvals.length > 0 ? "waiting for approval" : this.running > 0 ? "running" : "idle";
    this.item?.setTitle(TITLES[this.state]);
  }

  private menu(actions: MenuActions): hs.menubar.MenuItem[] {
    const none = [{ title: "(none yet)", disabled: true }];
    // The run history is the agent's pages: nothing to open while it is away.
    const offline = this.state === "disconnected";
    const recent = actions.recent().map(({ command, cost }) => ({
      title: cost === undefined ? command : `${command}  ·  ${cost}`,
      fn: () => actions.run(command),
    }));
    const presets: hs.menubar.MenuItem[] = actions
      .presets()
      .map((name) => ({ title: name, fn: () => actions.run(`activate preset ${name}`) }));
    presets.push(
      { title: "-" },
      { title: "Save Current Layout…", fn: () => actions.openCommandBar("save this layout as ") },
    );
    const approvals = this.approvals.map((approval) => ({
      title: `Approve or Deny: ${approval.title}`,
      fn: approval.front,
    }));
    return [
      { title: `Claude: ${this.state}`, disabled: true },
      ...approvals,
      { title: "Open Command Bar…", fn: () => actions.openCommandBar() },
      { title: "Recent Commands", menu: recent.length > 0 ? recent : none },
      { title: "Presets", menu: presets },
      { title: "Cancel Running Command", fn: actions.cancel, disabled: this.running === 0 },
      { title: "Undo Last Command", fn: () => actions.run("undo") },
      { title: "Restore Workspace", fn: () => actions.run("restore my workspace") },
      { title: "-" },
      { title: "Reconnect", fn: actions.reconnect },
      { title: "Open Last Run Report", fn: () => actions.openRuns("/runs/last"), disabled: offline },
      { title: "Run History", fn: () => actions.openRuns("/runs"), disabled: offline },
      { title: "Settings", menu: menuSettings(actions.settings) },
    ];
  }
}
