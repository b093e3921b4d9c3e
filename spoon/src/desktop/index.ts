import type { SpoonContext } from "../context";
import { readApps } from "./apps";
import { requireAccessibility } from "./permissions";
import { readInstalledApps } from "./installed";
import { readScreens } from "./screens";
import { readChromeTabs } from "./tabs";
import type { DesktopState } from "./types";
import { readWindows } from "./windows";

/** Reads the whole desktop: screens, apps, installed apps, windows and Chrome tabs. */
export async function readDesktop(ctx: SpoonContext): Promise<DesktopState> {
  requireAccessibility();
  const tabs = await readChromeTabs(ctx);
  return {
    screens: readScreens(),
    apps: readApps(),
    installedApps: readInstalledApps(),
    windows: readWindows(),
    tabs,
  };
}

export { readApps, runningDockApps } from "./apps";
export { requireAccessibility } from "./permissions";
export type { AppInfo, DesktopState, TabInfo, WindowInfo } from "./types";
