import type { InstalledApp } from "../../../agent/src/contract/snapshot.ts";
import type { Clock } from "../../../agent/src/util/clock.ts";
import type { SimDesktop } from "../desktop.ts";
import { launch } from "../lifecycle.ts";
import type { OsascriptEnv } from "./osascript-env.ts";
import { unscriptable } from "./unscriptable.ts";

/**
 * What osascript reaches on this Mac, with the Automation permissions of the desktop: every installed app,
 * through its model when it has one (test/sim/apps/), else as an app that is not scriptable.
 */
export function appsOnThisMac(desktop: SimDesktop, clock: Clock): OsascriptEnv {
  const reach = (app: InstalledApp) =>
    desktop.models.get(app.name) ??
    unscriptable(
      app,
      () => desktop.isRunning(app.name),
      () => launch(desktop, app, clock),
    );
  return {
    apps: Object.fromEntries(desktop.installed.map((app) => [app.name, reach(app)])),
    automation: desktop.automation,
    macTime: { now: () => desktop.now(), timeZone: desktop.timeZone },
  };
}
