// What one osascript run asked of the apps it reached: its Apple events, what their replies carried, whether it
// changed anything; an app that does not answer (hung) leaves the script waiting.
import { CHROME, type SimDesktop } from "./desktop.ts";
import type { ScriptableApp } from "./osascript/apple-events.ts";
import type { OsascriptEnv, OsascriptResult } from "./osascript/osascript.ts";

export interface ScriptMeter {
  /** Apple events sent. */
  events: number;
  /** Items the replies carried (each element of a bulk reply). */
  items: number;
  /** Whether an event asked an app to change something (anything but get and count). */
  changed: boolean;
  /** Milliseconds a busy app took before answering its first event. */
  busyMs: number;
}

export type MeteredResult = OsascriptResult & { meter: ScriptMeter };

/** How many values a reply carries: a list counts each of its items, anything else one. */
function itemsIn(value: unknown): number {
  return Array.isArray(value) ? value.reduce((sum: number, item) => sum + itemsIn(item), 0) : 1;
}

/** The app as scripts reach it, each of its events counted; a hung app answers none (its script waits). */
function metered(app: ScriptableApp, meter: ScriptMeter, desktop: SimDesktop, hung: { now: boolean }): ScriptableApp {
  const handle: ScriptableApp["handle"] = (event) => {
    meter.events += 1;
    if (desktop.hungApps.has(app.bundleId)) {
      hung.now = true;
      return { ok: false, number: -1712, message: "AppleEvent timed out." };
    }
    if (app.name === CHROME) meter.busyMs = desktop.chromeBusyMs;
    const reply = app.handle(event);
    if (reply.ok) meter.items += itemsIn(reply.value);
    if (event.kind !== "get" && event.kind !== "count") meter.changed = true;
    return reply;
  };
  return new Proxy(app, {
    get: (target, key) => {
      if (key === "handle") return handle;
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Runs one osascript against the apps of `env`, metered. */
export function runMetered(
  run: (env: OsascriptEnv) => OsascriptResult,
  env: OsascriptEnv,
  desktop: SimDesktop,
): MeteredResult {
  const meter: ScriptMeter = { events: 0, items: 0, changed: false, busyMs: 0 };
  const hung = { now: false };
  const apps = Object.fromEntries(
    Object.entries(env.apps).map(([name, app]) => [name, metered(app, meter, desktop, hung)]),
  );
  const result = run({ ...env, apps });
  return { ...result, ...(hung.now ? { hangs: true } : {}), meter };
}
