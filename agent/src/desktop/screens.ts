import type { Screen, Snapshot } from "../contract/index.ts";
import { availableMonitors, namedScreens, primaryScreen, type Monitor } from "../geometry/index.ts";
import type { Found } from "./apps.ts";

/** The screen a monitor name stands for on this desktop; the error names the monitors there are. */
export function resolveMonitor(monitor: Monitor, desktop: Snapshot): Found<Screen> {
  const screen = namedScreens(desktop.screens)[monitor];
  if (screen) return { ok: true, value: screen };
  const valid = availableMonitors(desktop.screens).join(", ");
  return { ok: false, error: `there is no screen ${monitor} of the main screen; valid: ${valid}` };
}

/**
 * Where an app goes when no screen is named: the screen holding its frontmost window, else the primary screen; `moved`
 * wins (an earlier step of the same command put the app there).
 */
export function screenForApp(app: string, desktop: Snapshot, moved?: number): Screen {
  const placed = moved === undefined ? undefined : desktop.screens.find((s) => s.id === moved);
  if (placed) return placed;
  const windows = desktop.windows.filter((w) => w.app === app);
  const front = windows.find((w) => w.focused) ?? windows.find((w) => w.standard && !w.minimized) ?? windows[0];
  return (front && desktop.screens.find((s) => s.id === front.screenId)) || primaryScreen(desktop.screens);
}
