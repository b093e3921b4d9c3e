// What one run of the simulated osascript is given (the apps, the Automation permissions) and prints.
import type { ScriptableApp } from "./apple-events.ts";

export interface OsascriptResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The script waits on an Apple event nobody answers (macOS is asking the person): it never exits. */
  hangs?: boolean;
}
export interface OsascriptEnv {
  /** Apps that `Application(name)` finds, by name (bundle ids and app names also match). */
  apps: Record<string, ScriptableApp>;
  /**
   * The Automation permission (TCC) per app name: "denied" fails every Apple event with -1743; "pending"
   * makes the first one wait for the person's answer to macOS's prompt. Launching and `running()` need none.
   */
  automation?: Record<string, "denied" | "pending">;
  /** Wall-clock limit for the script, a simulator guard (osascript itself has none); default 2000 ms. */
  timeoutMs?: number;
}
