import { SimObject } from "../bridge.ts";
import { localSeconds } from "../mac-clock.ts";
import type { SimContext } from "./context.ts";

/** hs.timer object: NSTimer-like, driven by the simulator's clock; stops when collected. */
export class SimTimer extends SimObject {
  readonly __simType = "hs.timer";
  #handle: unknown;
  readonly #ctx: SimContext;
  readonly #interval: number;
  readonly #fn: unknown;
  readonly #repeats: boolean;
  readonly #continueOnError: boolean;

  constructor(ctx: SimContext, interval: number, fn: unknown, repeats: boolean, continueOnError: boolean) {
    super();
    [this.#ctx, this.#interval, this.#fn, this.#repeats, this.#continueOnError] = [
      ctx,
      interval,
      fn,
      repeats,
      continueOnError,
    ];
  }

  start(): this {
    if (this.#handle === undefined) this.#schedule();
    return this;
  }

  stop(): this {
    if (this.#handle !== undefined) this.#ctx.clock.clearTimeout(this.#handle);
    this.#handle = undefined;
    this.#ctx.live.timers.delete(this);
    return this;
  }

  running(): boolean {
    return this.#handle !== undefined;
  }

  override __collected(): void {
    this.stop();
  }

  #schedule(): void {
    this.#handle = this.#ctx.clock.setTimeout(() => this.#fire(), this.#interval * 1000);
    this.#ctx.live.timers.add(this);
  }

  #fire(): void {
    this.#handle = undefined;
    this.#ctx.live.timers.delete(this);
    if (this.#repeats) this.#schedule();
    const before = this.#ctx.bridge.errors;
    this.#ctx.bridge.callback(this.#fn);
    if (this.#repeats && !this.#continueOnError && this.#ctx.bridge.errors > before) this.stop();
  }
}

export function timerModule(ctx: SimContext) {
  return {
    new: (interval: number, fn: unknown, continueOnError?: boolean) =>
      new SimTimer(ctx, interval, fn, interval > 0, continueOnError === true),
    doAfter: (seconds: number, fn: unknown) => new SimTimer(ctx, seconds, fn, false, false).start(),
    doEvery: (seconds: number, fn: unknown) => new SimTimer(ctx, seconds, fn, true, false).start(),
    // On the simulated clock alone: the Spoon measures durations with it, never reads a date.
    secondsSinceEpoch: () => ctx.clock.now() / 1000,
    localTime: () => localSeconds(ctx.desktop, ctx.clock),
  };
}
