import type { SpoonContext } from "../context";

export type LinkState = "disconnected" | "idle" | "running" | "waiting for approval";

const TITLES: { [state in LinkState]: string } = {
  disconnected: "Claude ⊘",
  idle: "Claude",
  running: "Claude …",
  "waiting for approval": "Claude ?",
};

/** What the menu offers, given by the Spoon: recent commands and what each row does. */
export interface MenuActions {
  recent: (this: void) => string[];
  run: (this: void, command: string) => void;
  openCommandBar: (this: void) => void;
  reconnect: (this: void) => void;
}

/**
 * The Spoon's item in the menu bar: its title says the state (disconnected ⊘, idle, running …, waiting
 * for an approval ?); its
 * menu runs a recent command again, opens the command bar, reconnects, and lists what is not there
 * yet as disabled rows that say so. Deleted when the Spoon stops.
 */
export class Menubar {
  private state: LinkState = "disconnected";
  private running = 0;
  private approvals = 0;
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
  waiting(started: boolean): void {
    this.approvals = math.max(0, this.approvals + (started ? 1 : -1));
    this.show();
  }

  private show(): void {
    if (this.state !== "disconnected")
      this.state = this.approvals > 0 ? "waiting for approval" : this.running > 0 ? "running" : "idle";
    this.item?.setTitle(TITLES[this.state]);
  }

  private menu(actions: MenuActions): hs.menubar.MenuItem[] {
    const recent = actions.recent().map((command) => ({ title: command, fn: () => actions.run(command) }));
    return [
      { title: `Claude: ${this.state}`, disabled: true },
      { title: "Open Command Bar…", fn: actions.openCommandBar },
      { title: "Recent Commands", menu: recent.length > 0 ? recent : [{ title: "(none yet)", disabled: true }] },
      { title: "-" },
      { title: "Reconnect", fn: actions.reconnect },
      { title: "Open Last Run Report (coming with run reports)", disabled: true },
      { title: "Run History (coming with run reports)", disabled: true },
    ];
  }
}
