/**
 * Seconds an app may take to answer one accessibility request while the Spoon reads or moves its windows: an app
 * that hangs costs a command about this much, not the system's 6 s per request.
 */
export const ACCESSIBILITY_TIMEOUT = 1;
/** A request that took this share of the timeout was not answered (Hammerspoon returns its empty value then). */
const UNANSWERED_SHARE = 0.9;

/**
 * Runs `work` with Hammerspoon's accessibility timeout at ACCESSIBILITY_TIMEOUT, then puts the system's default back
 * (`hs.window.timeout(0)`), even when `work` fails. The timeout is the whole process's and has no getter, so what it
 * was cannot be put back: a person's own `hs.window.timeout(x)` in init.lua is reset to the system's default (6 s)
 * after the Spoon's first window read. All of it runs on Hammerspoon's one thread, so nothing else sees ours meanwhile.
 */
export function withAccessibilityTimeout<T>(work: (this: void) => T): T {
  hs.window.timeout(ACCESSIBILITY_TIMEOUT);
  const [ok, result] = pcall(work);
  hs.window.timeout(0);
  if (!ok) throw result;
  return result as T;
}

/** What an app answered, or undefined when the request waited out the timeout (the app did not answer). */
export function answerOf<T>(ask: (this: void) => T): T | undefined {
  const started = hs.timer.secondsSinceEpoch();
  const answer = ask();
  return hs.timer.secondsSinceEpoch() - started >= ACCESSIBILITY_TIMEOUT * UNANSWERED_SHARE ? undefined : answer;
}
