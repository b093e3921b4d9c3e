import { stopped, type SpoonContext } from "./context";

/** How often waits poll, in seconds. */
export const POLL_INTERVAL = 0.1;

/**
 * Resolves true as soon as `done()` holds, false when `timeout` seconds pass first. Polls with a timer
 * the context holds; stop() ends the wait with a failure.
 */
export function waitUntil(
  ctx: SpoonContext,
  done: (this: void) => boolean,
  timeout: number,
  interval = POLL_INTERVAL,
): Promise<boolean> {
  if (done()) return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    let waited = 0;
    const finish = () => {
      ctx.forgetTimer(timer);
      cancel();
    };
    const timer = ctx.keepTimer(
      hs.timer.new(interval, () => {
        waited += interval;
        const [ok, finished] = pcall(done);
        if (ok && !finished && waited < timeout) return;
        finish();
        if (ok) resolve(finished as boolean);
        else reject(finished);
      }),
    );
    const cancel = ctx.onRelease(() => reject(stopped()));
    timer.start();
  });
}
