import { OpFailure, type SpoonContext } from "../runtime";
import { readApps, runningDockApps } from "./apps";
import { requireAccessibility } from "./permissions";
import { readInstalledApps } from "./installed";
import { readScreens } from "./screens";
import { readChromeTabs } from "./tabs";
import type { DesktopState } from "../contract";
import { readWindows } from "./windows";

/**
 * Reads the whole desktop: screens, apps, installed apps, windows and Chrome tabs. It does not depend
 * on Chrome: when its tabs cannot be read, there are none, and `tabsUnavailable` says why and what to do.
 */
export async function readDesktop(ctx: SpoonContext): Promise<DesktopState> {
  requireAccessibility();
  const read = await readChromeTabs(ctx).then(
    (tabs) => ({ tabs }),
    (error: unknown) => {
      if (!(error instanceof OpFailure)) throw error;
      return { tabs: [], tabsUnavailable: error.message };
    },
  );
  const dockApps = runningDockApps();
  return {
    screens: readScreens(),
    apps: readApps(dockApps),
    installedApps: readInstalledApps(),
    windows: readWindows(dockApps),
    ...read,
  };
}

export { readApps, runningDockApps } from "./apps";
export { CHROME_BUNDLE_ID, closeTabs, openTab, reopenTabs, switchToTab } from "./chrome";
export { readInstalledApps } from "./installed";
export { appByBundleID, ensureRunning, waitForWindow } from "./launch";
export { requireAccessibility } from "./permissions";
export { readChromeTabs } from "./tabs";
