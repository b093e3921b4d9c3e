import type { ManualClock } from "./clock.ts";

/** Event-loop turns with nothing happening before the simulated Mac counts as idle. */
const QUIET_TURNS = 3;
/** Without a time limit, settle() stops before a timer further away than this (a heartbeat, a person's timeout). */
const IDLE_HORIZON_MS = 5_000;
/** How often a wait on the Spoon looks again while only a person can move things on. */
const WAIT_FOR_PERSON_MS = 5;
/** Real milliseconds the agent may stay busy before the Mac counts as idle anyway (an answer that never comes). */
const MAX_BUSY_MS = 10_000;
/** How often to look again while the agent is busy and nothing moved: a real process starting takes a second. */
const WAIT_ON_AGENT_MS = 1;
/** A guard against a simulation that never settles. */
const MAX_STEPS = 100_000;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Virtual time for the simulated Mac: the clock moves only when nothing else can happen (no callback
 * ran for a few event-loop turns: sockets, tasks and the person's answers are all delivered by then),
 * and then straight to the next timer. So a 90-second approval timeout costs no real time, and no
 * timer fires while a message it races with is still on its way.
 */
export class VirtualTime {
  constructor(
    readonly clock: ManualClock,
    /** Counts everything the simulated Mac does; when it stands still over a few turns, it is idle. */
    private readonly activity: () => number,
    /** Whether someone may still act (a person at the Mac): then waiting never skips past the horizon. */
    private readonly someoneMayAct: () => boolean,
    /** Whether the agent is working on something the Spoon asked (not merely waiting on the Spoon). */
    private readonly agentBusy: () => boolean = () => false,
  ) {}

  /** Lets sockets, tasks and callbacks run until nothing has happened for a few turns (or `over` holds). */
  async quiet(over: () => boolean = () => false): Promise<void> {
    let seen = this.activity();
    const started = performance.now();
    let waiting = false;
    for (let still = 0; still < QUIET_TURNS && !over(); ) {
      // Waiting on the agent while nothing moves, the thread is let be rather than spun.
      await (waiting ? pause(WAIT_ON_AGENT_MS) : turn());
      const now = this.activity();
      const waitOn = this.agentBusy() && performance.now() - started < MAX_BUSY_MS;
      waiting = waitOn && now === seen;
      still = now === seen && !waitOn ? still + 1 : 0;
      seen = now;
    }
  }

  /** Runs until idle with nothing due within the horizon, or for exactly `seconds` of virtual time. */
  async settle(seconds?: number): Promise<void> {
    const until = seconds === undefined ? undefined : this.clock.now() + seconds * 1000;
    for (let step = 0; step < MAX_STEPS; step++) {
      await this.quiet();
      const next = this.clock.nextDue();
      const limit = until ?? this.clock.now() + IDLE_HORIZON_MS;
      if (next === undefined || next > limit) {
        if (until !== undefined) this.clock.advance(until - this.clock.now());
        if (until !== undefined) await this.quiet();
        return;
      }
      this.clock.advance(next - this.clock.now());
    }
    throw new Error("the simulated Mac never settled");
  }

  /**
   * Moves time as needed until `work` is done: what an agent waiting on the Spoon sees of a real Mac.
   * With nobody at the Mac it skips straight to the next timer (a 90-second approval timeout passes at
   * once); with a person there it moves only through timers within the horizon and otherwise waits for
   * them to act.
   */
  async during<T>(work: Promise<T>): Promise<T> {
    let done = false;
    const finished = work.finally(() => (done = true));
    // The caller awaits `finished` once time has moved; until then a rejection is not unhandled.
    finished.catch(() => undefined);
    while (!done) {
      await this.quiet(() => done);
      if (done) break;
      const next = this.clock.nextDue();
      const skip = next !== undefined && (!this.someoneMayAct() || next <= this.clock.now() + IDLE_HORIZON_MS);
      if (skip) this.clock.advance(next - this.clock.now());
      else await new Promise((resolve) => setTimeout(resolve, WAIT_FOR_PERSON_MS));
    }
    return finished;
  }
}
