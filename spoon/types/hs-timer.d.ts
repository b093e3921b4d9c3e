/** hs.timer: timers stop when garbage-collected, so keep a reference. */
declare namespace hs {
  namespace timer {
    interface Timer {
      start(): Timer;
      stop(): Timer;
      running(): boolean;
    }
    /** @noSelf */
    interface Module {
      "new"(interval: number, fn: (this: void) => void, continueOnError?: boolean): Timer;
      doAfter(seconds: number, fn: (this: void) => void): Timer;
      secondsSinceEpoch(): number;
    }
  }
  const timer: hs.timer.Module;
}
