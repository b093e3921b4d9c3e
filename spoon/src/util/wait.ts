/** How often waits poll, in seconds. */
export const POLL_INTERVAL = 0.1;

const polling = new LuaSet<hs.timer.Timer>();

/**
 * Resolves true as soon as `done()` holds, false when `timeout` seconds pass first. Polls with an
 * hs.timer kept referenced here, because Hammerspoon stops a timer the collector takes.
 */
export function waitUntil(done: (this: void) => boolean, timeout: number, interval = POLL_INTERVAL): Promise<boolean> {
  if (done()) return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    let waited = 0;
    const timer = hs.timer.new(interval, () => {
      waited += interval;
      const [ok, finished] = pcall(done);
      if (ok && !finished && waited < timeout) return;
      timer.stop();
      polling.delete(timer);
      if (ok) resolve(finished as boolean);
      else reject(finished);
    });
    polling.add(timer);
    timer.start();
  });
}
