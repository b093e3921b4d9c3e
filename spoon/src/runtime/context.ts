import { OpFailure } from "./failure";

/** An approval waiting for the person: what it asks, and how to bring its window forward. */
export interface PendingApproval {
  title: string;
  front: (this: void) => void;
}

/** A hotkey action of the Spoon (`reconnect`), as bindHotkeys maps it. */
export type HotkeyActions = { [action: string]: (this: void) => void };

/**
 * What a started Spoon holds: every long-lived Hammerspoon object (timers, osascript tasks, hotkeys)
 * and everything on screen or waiting (a chooser, an approval dialog, a pending wait). Created by
 * start(), released by stop(): afterwards nothing is running and nothing is left on screen.
 * Hammerspoon stops what the collector takes, so holding them here also keeps them alive.
 */
export class SpoonContext {
  private timers = new LuaSet<hs.timer.Timer>();
  private tasks = new LuaSet<hs.task.Task>();
  private releasers = new LuaSet<(this: void) => void>();
  private readonly slots = new LuaMap<string, (this: void) => void>();
  private readonly withdrawals = new LuaMap<string, (this: void) => void>();
  private hotkeys: hs.hotkey.Hotkey[] = [];
  private released = false;

  constructor(
    private readonly personSeconds: (this: void) => number,
    readonly logger: hs.logger.Logger,
  ) {}

  /** Seconds a person is given to answer an approval or a chooser (spoon.Claude.approvalTimeout, clamped). */
  get personTimeout(): number {
    return this.personSeconds();
  }

  get isReleased(): boolean {
    return this.released;
  }

  /** Told when an approval starts waiting for the person (true) and when it is settled (false). */
  onApprovalWaiting: (this: void, approval: PendingApproval, waiting: boolean) => void = () => undefined;

  /** Holds a timer until `forget` or release; returns it. */
  keepTimer(timer: hs.timer.Timer): hs.timer.Timer {
    this.timers.add(timer);
    return timer;
  }

  forgetTimer(timer: hs.timer.Timer): void {
    timer.stop();
    this.timers.delete(timer);
  }

  keepTask(task: hs.task.Task): void {
    this.tasks.add(task);
  }

  forgetTask(task: hs.task.Task): void {
    this.tasks.delete(task);
  }

  /** Runs `release` when the Spoon stops (closing a chooser, settling a wait); the returned function cancels that. */
  onRelease(release: (this: void) => void): (this: void) => void {
    this.releasers.add(release);
    return () => this.releasers.delete(release);
  }

  /**
   * Takes a place only one thing may hold at a time (the chooser on screen): the previous holder is
   * cancelled first. The returned function gives the place up.
   */
  claimSlot(slot: string, cancel: (this: void) => void): (this: void) => void {
    this.slots.get(slot)?.();
    this.slots.set(slot, cancel);
    return () => {
      if (this.slots.get(slot) === cancel) this.slots.delete(slot);
    };
  }

  /** Lets the agent withdraw the question it asked under `key` (its run was cancelled); the result forgets it. */
  whenWithdrawn(key: string, withdraw: (this: void) => void): (this: void) => void {
    this.withdrawals.set(key, withdraw);
    return () => {
      if (this.withdrawals.get(key) === withdraw) this.withdrawals.delete(key);
    };
  }

  /** Withdraws the question asked under `key`; false when none waits (answered, timed out, never asked). */
  withdraw(key: string): boolean {
    const withdraw = this.withdrawals.get(key);
    if (withdraw === undefined) return false;
    this.withdrawals.delete(key);
    withdraw();
    return true;
  }

  /** Replaces the bound hotkeys: each action pressed (not released) runs its function. */
  bindHotkeys(map: hs.spoons.HotkeyMap, actions: HotkeyActions): void {
    this.deleteHotkeys();
    for (const [action, spec] of pairs(map)) {
      const fn = actions[action];
      if (fn === undefined) {
        const valid = Object.keys(actions).sort().join(", ");
        this.logger.e(`bindHotkeys: no action named ${action}; actions: ${valid}`);
        continue;
      }
      const hotkey =
        spec.message === undefined
          ? hs.hotkey.bind(spec[1], spec[2], fn)
          : hs.hotkey.bind(spec[1], spec[2], spec.message, fn);
      this.hotkeys.push(hotkey);
    }
  }

  /** Stops and closes everything held; pending operations settle with a failure. Safe to call twice. */
  release(): void {
    if (this.released) return;
    this.released = true;
    const releasers: ((this: void) => void)[] = [];
    for (const release of this.releasers) releasers.push(release);
    this.releasers = new LuaSet();
    for (const release of releasers) release();
    for (const timer of this.timers) timer.stop();
    this.timers = new LuaSet();
    for (const task of this.tasks) if (task.isRunning()) task.terminate();
    this.tasks = new LuaSet();
    this.deleteHotkeys();
  }

  private deleteHotkeys(): void {
    for (const hotkey of this.hotkeys) hotkey.delete();
    this.hotkeys = [];
  }
}

/** What an operation cut short by stop() fails with. */
export const stopped = () => new OpFailure("the Spoon was stopped (spoon.Claude:stop() or a reload)");
