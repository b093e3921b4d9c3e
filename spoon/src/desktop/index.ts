import type { SpoonContext } from "../runtime";
import { readApps, runningDockApps } from "./apps";
import { requireAccessibility } from "./permissions";
import { readInstalledApps } from "./installed";
import { readScreens } from "./screens";
import type { DesktopState } from "../contract";
import { readWindows } from "./windows";

/**
 * Reads the whole desktop: screens, apps, installed apps, windows, and what the applications' own parts
 * hold (`appParts`, read first, through their scripts: a browser's tabs).
 */
export async function readDesktop(
  ctx: SpoonContext,
  appParts: (this: void, ctx: SpoonContext) => Promise<Partial<DesktopState>>,
): Promise<DesktopState> {
  requireAccessibility();
  const parts = await appParts(ctx);
  const dockApps = runningDockApps();
  return {
    screens: readScreens(),
    apps: readApps(dockApps),
    installedApps: readInstalledApps(),
    windows: readWindows(dockApps),
    tabs: [],
    ...parts,
  };
}

export { readApps, runningDockApps } from "./apps";
export { readInstalledApps } from "./installed";
export { appByBundleID, ensureRunning, waitForWindow } from "./launch";
export { runScript, type AppScript } from "./osascript";
export { requireAccessibility } from "./permissions";
