import type { Clock } from "../../agent/src/util/clock.ts";
import { AX_REQUEST_MS, CALL_COSTS, DEFAULT_MESSAGING_TIMEOUT_MS, type NoAnswer } from "./costs.ts";
import type { SimDesktop } from "./desktop.ts";

/** "mac": each call and process takes its real Mac's time on the simulated clock; "none": no time. */
export type Costs = "mac" | "none";

/** A clock the meter can move: the simulator's virtual clock. */
interface ElapsingClock extends Clock {
  elapse(ms: number): void;
}

function canElapse(clock: Clock): clock is ElapsingClock {
  return typeof (clock as Partial<ElapsingClock>).elapse === "function";
}

/** What the bridge does with a call: run it, or return this value (its app did not answer). */
export type Metered = undefined | { value: unknown };

/** What the meter makes for an unanswered call: an empty frame, the primary screen. */
export interface Unanswered {
  zeroRect(): unknown;
  primaryScreen(): unknown;
}

/**
 * The simulated Mac's time for Hammerspoon's work: a call blocks Hammerspoon's only thread, so the clock moves by
 * its cost before it returns; an app of the desktop's `sim.hungApps` answers no accessibility request before the
 * messaging timeout (6 s, or what `hs.window.timeout` set for the whole process).
 */
export class CostMeter {
  /** The accessibility messaging timeout of Hammerspoon's process (AXUIElementSetMessagingTimeout, system-wide). */
  messagingTimeoutMs = DEFAULT_MESSAGING_TIMEOUT_MS;
  /** Made once the modules exist (the primary screen is theirs). */
  unanswered: Unanswered | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly desktop: SimDesktop,
    readonly costs: Costs,
  ) {}

  /** Whether work takes time: costs are "mac" and the clock is the simulator's own (a real clock cannot be moved). */
  get on(): boolean {
    return this.costs === "mac" && canElapse(this.clock);
  }

  /** Holds Hammerspoon's thread for `ms` of the real Mac's time (nothing when costs are "none"). */
  charge(ms: number): void {
    if (this.on && ms > 0) (this.clock as ElapsingClock).elapse(ms);
  }

  /** Whether the app answers accessibility requests (it is not one of the desktop's hung apps). */
  answers(bundleID: string | undefined): boolean {
    return bundleID === undefined || !this.desktop.hungApps.has(bundleID);
  }

  /**
   * `requests` accessibility requests to an app, `answeredMs` in all when it answers: charged, each one waiting out
   * the messaging timeout when it does not. True when it answered.
   */
  ask(bundleID: string | undefined, requests: number, answeredMs = requests * AX_REQUEST_MS): boolean {
    const answered = this.answers(bundleID);
    this.charge(answered ? answeredMs : requests * this.messagingTimeoutMs);
    return answered;
  }

  /** The bridge's hook: charges a call of the table; a call to an app that does not answer gets its failure value. */
  meter(name: string, target: unknown): Metered {
    const cost = CALL_COSTS[name];
    if (cost === undefined) return undefined;
    if (!("ax" in cost)) return void this.charge(cost.ms);
    if (this.ask(bundleIDOf(target, this.desktop), cost.ax, cost.ms ?? cost.ax * AX_REQUEST_MS)) return undefined;
    return { value: this.#failure(cost.noAnswer, target) };
  }

  #failure(noAnswer: NoAnswer, target: unknown): unknown {
    if ("value" in noAnswer) return noAnswer.value;
    if (noAnswer.make === "self") return target;
    if (this.unanswered === undefined) throw new Error("the cost meter was not given its unanswered values");
    return noAnswer.make === "zeroRect" ? this.unanswered.zeroRect() : this.unanswered.primaryScreen();
  }
}

type Callable = (this: unknown) => unknown;

/** The bundle ID of the app an hs object belongs to: an application, a window's app, an element's app (by pid). */
function bundleIDOf(target: unknown, desktop: SimDesktop): string | undefined {
  const object = target as Record<string, Callable | undefined> | undefined;
  if (typeof object?.bundleID === "function") return object.bundleID.call(object) as string;
  if (typeof object?.application === "function") {
    const app = object.application.call(object) as Record<string, Callable> | undefined;
    return app?.bundleID?.call(app) as string | undefined;
  }
  if (typeof object?.pid === "function") {
    const pid = object.pid.call(object);
    return desktop.running.find((app) => app.pid === pid)?.bundleID;
  }
  return undefined;
}
