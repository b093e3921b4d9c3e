import type { ProbeResult } from "../contract";
import { automationPane } from "../desktop";
import { type Finding, logger, OpFailure } from "../runtime";

/** What a probe found, and where to fix it when that is a setting (a permission, a menu item). */
export type Found = Finding & { fix?: string };

/** Whole milliseconds since `start`, on the Mac's clock. */
export const since = (start: number) => math.floor((hs.timer.secondsSinceEpoch() - start) * 1000 + 0.5);

const has = (text: string, part: string) => string.find(text, part, 1, true)[0] !== undefined;

/** What fixes a failure of `app`'s script, by the number macOS gave it (or, without one, by what it said). */
function fixFor(app: string, failure: OpFailure): string | undefined {
  if (failure.code === -1743) return `${automationPane(app)} on (once refused, ${app} is listed there, turned off)`;
  if (failure.code === -1712) return `${app} was busy and did not answer in time: check again once it is idle`;
  if (failure.code === -600) return `${app} quit while it was checked: open it and check again`;
  if (has(failure.message, "did not answer within"))
    return `macOS may be asking whether Hammerspoon may control ${app}: answer OK, then check again`;
  return undefined;
}

/** A failure as the report says it: its message, macOS's number, and where to fix it. */
function failed(area: string, what: string, ms: number, error: unknown): ProbeResult {
  if (!(error instanceof OpFailure)) {
    // A bug in a read (an answer that could not be decoded) is the report's finding, not its end.
    logger.e(`first-contact check ${area} · ${what} failed: ${tostring(error)}`);
    return { area, what, mark: "✗", said: `failed: ${tostring(error)}`, ms };
  }
  const fix = fixFor(area, error);
  return {
    ...{ area, what, mark: "✗", said: error.message, ms },
    ...(error.code === undefined ? {} : { error: error.code }),
    ...(fix === undefined ? {} : { fix }),
  };
}

/** Runs one read-only check, timed on the Mac's clock; whatever it throws becomes a failed line of the report. */
export async function runProbe(area: string, what: string, read: (this: void) => Promise<Found>): Promise<ProbeResult> {
  const start = hs.timer.secondsSinceEpoch();
  const [started, reading] = pcall(read);
  if (!started) return failed(area, what, since(start), reading);
  try {
    const found = await reading;
    const result: ProbeResult = { area, what, mark: found.mark, said: found.text, ms: since(start) };
    return found.fix === undefined ? result : { ...result, fix: found.fix };
  } catch (error) {
    return failed(area, what, since(start), error);
  }
}
