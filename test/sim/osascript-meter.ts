// What one osascript run asked of the apps it reached: its Apple events, what their replies carried, the objects they
// examined to evaluate a `whose`, the apps it launched, how long it slept in `delay()`, and whether it changed
// anything; an app that does not answer (hung) leaves the script waiting. Each app's events cost what that app's
// cost on a real Mac (its `costs`).
import { APP_LAUNCH_MS, APPLE_EVENT_MS, REPLY_ITEM_MS } from "./costs.ts";
import { CHROME, type SimDesktop } from "./desktop.ts";
import type { AppEventCosts, ScriptableApp } from "./osascript/apple-events.ts";
import type { OsascriptEnv, OsascriptResult } from "./osascript/osascript.ts";

export interface ScriptMeter {
  /** Apple events sent. */
  events: number;
  /** Items the replies carried (each element of a bulk reply). */
  items: number;
  /** Objects the apps examined to answer (a `whose` test on each). */
  scanned: number;
  /** Whether an event asked an app to change something (anything but get and count). */
  changed: boolean;
  /** Milliseconds a busy app took before answering its first event. */
  busyMs: number;
  /** Apps an event or `launch()` started. */
  launched: string[];
  /** Milliseconds past the process's start: events, items, launches and `delay()`, at each app's cost. */
  ms: number;
}

export type MeteredResult = OsascriptResult & { meter: ScriptMeter };

/** Chrome's figures, for an app that has none of its own. */
const DEFAULT_COSTS: AppEventCosts = { eventMs: APPLE_EVENT_MS, itemMs: REPLY_ITEM_MS, launchMs: APP_LAUNCH_MS };

/** How many values a reply carries: a list counts each of its items, anything else one. */
function itemsIn(value: unknown): number {
  return Array.isArray(value) ? value.reduce((sum: number, item) => sum + itemsIn(item), 0) : 1;
}

/** The app as scripts reach it, each of its events counted; a hung app answers none (its script waits). */
function metered(app: ScriptableApp, meter: ScriptMeter, desktop: SimDesktop, hung: { now: boolean }): ScriptableApp {
  const costs = app.costs ?? DEFAULT_COSTS;
  const launching = <T>(act: () => T): T => {
    const wasRunning = app.isRunning();
    const result = act();
    if (!wasRunning && app.isRunning()) {
      meter.launched.push(app.name);
      meter.ms += costs.launchMs;
    }
    return result;
  };
  const handle: ScriptableApp["handle"] = (event) => {
    meter.events += 1;
    meter.ms += costs.eventMs;
    if (desktop.hungApps.has(app.bundleId)) {
      hung.now = true;
      return { ok: false, number: -1712, message: "AppleEvent timed out." };
    }
    if (app.name === CHROME) meter.busyMs = desktop.chromeBusyMs;
    const reply = launching(() => app.handle(event));
    if (reply.ok) {
      const items = itemsIn(reply.value);
      meter.items += items;
      meter.scanned += reply.scanned ?? 0;
      meter.ms += items * costs.itemMs + (reply.scanned ?? 0) * (costs.scanMs ?? 0);
    }
    if (event.kind !== "get" && event.kind !== "count") meter.changed = true;
    return reply;
  };
  const launch: ScriptableApp["launch"] = () => launching(() => app.launch());
  return new Proxy(app, {
    get: (target, key) => {
      if (key === "handle") return handle;
      if (key === "launch") return launch;
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
  const meter: ScriptMeter = { events: 0, items: 0, scanned: 0, changed: false, busyMs: 0, launched: [], ms: 0 };
  const hung = { now: false };
  const apps = Object.fromEntries(
    Object.entries(env.apps).map(([name, app]) => [name, metered(app, meter, desktop, hung)]),
  );
  const delay = (seconds: number) => {
    meter.ms += seconds * 1000;
  };
  const result = run({ ...env, apps, delay });
  return { ...result, ...(hung.now ? { hangs: true } : {}), meter };
}
