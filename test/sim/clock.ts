import type { Clock } from "../../agent/src/util/clock.ts";

interface Scheduled {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * A clock that moves only when a test says so: `advance(ms)` runs every timer that falls due, in
 * order, including timers scheduled by the ones it runs.
 */
export class ManualClock implements Clock {
  private time = 0;
  private seq = 0;
  private readonly timers = new Map<number, Scheduled>();

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const handle = ++this.seq;
    this.timers.set(handle, { at: this.time + Math.max(0, ms), seq: handle, fn });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** How many timers are waiting. */
  get pending(): number {
    return this.timers.size;
  }

  /** When the next timer falls due, if any is waiting. */
  nextDue(): number | undefined {
    let next: number | undefined;
    for (const timer of this.timers.values()) if (next === undefined || timer.at < next) next = timer.at;
    return next;
  }

  advance(ms: number): void {
    const until = this.time + Math.max(0, ms);
    for (;;) {
      const next = [...this.timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort(([, a], [, b]) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.timers.delete(next[0]);
      // A timer that fell due while time was taken (elapse) fires late, at the time it is run.
      this.time = Math.max(this.time, next[1].at);
      next[1].fn();
    }
    // A timer's work may have taken time (elapse) past `until`.
    this.time = Math.max(this.time, until);
  }

  /**
   * Time taken by work that holds the thread (a blocking call): the clock moves on and runs nothing; timers that
   * fell due meanwhile fire at the next advance, late, as a run loop's timers do after a blocking call.
   */
  elapse(ms: number): void {
    this.time += Math.max(0, ms);
  }
}
