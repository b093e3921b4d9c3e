/** Where the progress line goes: stderr, or a stream a test plugs in (its isTTY says whether it is a terminal). */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** How the line keeps time: the clock, and a timer that calls `tick` every `ms` until stopped. */
export interface ProgressClock {
  now(): number;
  every(ms: number, tick: () => void): () => void;
}

const realClock: ProgressClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    // The line never keeps the process alive: the work it shows does.
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** Back to the line's start, and the line cleared: what was shown there goes. */
const ERASE = "\r\u001b[K";

/**
 * A line on a terminal while the person waits ("planning with Claude… 3s"), redrawn each second and erased when
 * the wait ends (what `start` returns), so nothing of it stays in the output. Nothing at all when `stream` is no
 * terminal (a pipe, a file): only a person watching needs it.
 */
export function progressLine(stream: ProgressStream, clock: ProgressClock = realClock) {
  return {
    start(label: string): () => void {
      if (stream.isTTY !== true) return () => {};
      const started = clock.now();
      const draw = () => stream.write(`${ERASE}${label}… ${Math.floor((clock.now() - started) / 1000)}s`);
      draw();
      const stop = clock.every(1000, draw);
      let shown = true;
      return () => {
        if (!shown) return;
        shown = false;
        stop();
        stream.write(ERASE);
      };
    },
  };
}
