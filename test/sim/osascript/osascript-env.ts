// What one run of the simulated osascript is given (the apps, the Automation permissions) and prints.
import type { ScriptableApp } from "./apple-events.ts";
import type { MacTime } from "./jxa-date.ts";

export interface OsascriptResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The script waits on an Apple event nobody answers (macOS is asking the person): it never exits. */
  hangs?: boolean;
}
export interface OsascriptEnv {
  /**
   * The apps on this Mac as scripts reach them, by name (bundle ids and app names also match): each app's
   * model, or an installed app's stand-in when it has none (unscriptable.ts). A name not here is not installed.
   */
  apps: Record<string, ScriptableApp>;
  /**
   * The Automation permission (TCC) per app name: "denied" fails every Apple event with -1743; "pending"
   * makes the first one wait for the person's answer to macOS's prompt. Launching and `running()` need none.
   */
  automation?: Record<string, "denied" | "pending">;
  /** Wall-clock limit for the script, a simulator guard (osascript itself has none); default 2000 ms. */
  timeoutMs?: number;
  /** The Mac's date and time zone, which JXA's Date reads (default: the host's clock and zone). */
  macTime?: MacTime;
  /** JXA's `delay(seconds)`: the script sleeps that long (the meter charges it on the simulated clock). */
  delay?: (seconds: number) => void;
}

/** The app a script addresses, by the name it gives: a key of `apps`, an app's name or its bundle id. */
export function findApp(apps: Record<string, ScriptableApp>, name: string): ScriptableApp | undefined {
  const byKey = Object.hasOwn(apps, name) ? apps[name] : undefined;
  return byKey ?? Object.values(apps).find((app) => app.name === name || app.bundleId === name);
}
