/** One of the Spoon's alerts on screen: its uuid now, what it says, and until when (seconds since the epoch). */
interface OwnAlert {
  uuid: string;
  text: string;
  until: number;
}

/** The Spoon's own alerts that may be on screen, by the handle `showAlert` gave. */
const shown = new Map<number, OwnAlert>();
let lastHandle = 0;

/** Shows an alert of the Spoon's (hs.alert, `seconds` default 2) and returns its handle for closeAlert. */
export function showAlert(text: string, seconds = 2): number {
  lastHandle += 1;
  shown.set(lastHandle, { uuid: hs.alert.show(text, seconds), text, until: hs.timer.secondsSinceEpoch() + seconds });
  return lastHandle;
}

/** Closes an alert `showAlert` showed; nothing when it is gone already. */
export function closeAlert(handle: number): void {
  const alert = shown.get(handle);
  shown.delete(handle);
  if (alert !== undefined) hs.alert.closeSpecific(alert.uuid);
}

/**
 * Runs `capture` with the Spoon's own alerts off the screen, then shows them again for the rest of their time.
 * hs.alert draws its boxes with hs.drawing over the upper middle of the main screen, and hs.screen:snapshot()
 * captures the composited display: a screenshot for the model would show "Claude: …" boxes it may aim at.
 * Closed with no fade (0 s), so the capture that follows at once does not catch them fading.
 */
export function withoutOwnAlerts<T>(capture: (this: void) => T): T {
  const now = hs.timer.secondsSinceEpoch();
  const all: [number, OwnAlert][] = [...shown.entries()];
  const showing = all.filter(([, alert]) => alert.until > now);
  for (const [handle, alert] of all) if (alert.until <= now) shown.delete(handle);
  for (const [, alert] of showing) hs.alert.closeSpecific(alert.uuid, 0);
  const [ok, result] = pcall(capture);
  const after = hs.timer.secondsSinceEpoch();
  for (const [handle, alert] of showing)
    shown.set(handle, { ...alert, uuid: hs.alert.show(alert.text, math.max(alert.until - after, 0.5)) });
  if (!ok) throw result;
  return result as T;
}
