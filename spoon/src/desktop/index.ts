import type { SpoonContext } from "../runtime";
import { askApp, readApps, runningDockApps, type AppAnswer } from "./apps";
import { requireAccessibility } from "./permissions";
import { installedAppsNow } from "./installed";
import { withAccessibilityTimeout } from "./responsive";
import { readScreens } from "./screens";
import type { DesktopScope, DesktopState } from "../contract";
import { readWindows } from "./windows";

/**
 * Reads the desktop: screens, apps, installed apps, windows, and what the applications' own parts hold (`appParts`,
 * read first, through their scripts: a browser's tabs). With a `scope`, only part of it: the windows of the apps it
 * names and the apps' parts only when it says so; screens, running apps and installed apps (as last scanned) cost
 * next to nothing and always come. No app is asked longer than ACCESSIBILITY_TIMEOUT: one that does not answer is
 * listed in `unresponsive`, and asked nothing more.
 */
export async function readDesktop(
  ctx: SpoonContext,
  appParts: (this: void, ctx: SpoonContext, scope?: DesktopScope) => Promise<Partial<DesktopState>>,
  scope?: DesktopScope,
): Promise<DesktopState> {
  requireAccessibility();
  // Each app's part says itself whether the scope wants it (apps/index.ts).
  const parts = await appParts(ctx, scope);
  return withAccessibilityTimeout(() => {
    const dockApps = runningDockApps();
    const wanted = scope === undefined ? dockApps : dockApps.filter((app) => scope.apps.includes(app.bundleID() ?? ""));
    const answers: AppAnswer[] = [];
    const unresponsive: string[] = [];
    for (const app of wanted) {
      const answer = askApp(app);
      if (answer === undefined) unresponsive.push(app.name());
      else answers.push(answer);
    }
    return {
      screens: readScreens(),
      apps: readApps(dockApps, answers),
      installedApps: installedAppsNow(ctx),
      windows: readWindows(answers),
      tabs: [],
      ...parts,
      ...(unresponsive.length > 0 ? { unresponsive } : {}),
      ...(scope === undefined ? {} : { scope }),
    };
  });
}

export { askApp, readApps, runningDockApps } from "./apps";
export { readInstalledApps, scanInstalledAppsAtStart, scanInstalledAppsSoon } from "./installed";
export { appByBundleID, ensureRunning, waitForWindow } from "./launch";
export { automationPane, runScript, type AppScript } from "./osascript";
export { requireAccessibility } from "./permissions";
export { ACCESSIBILITY_TIMEOUT, withAccessibilityTimeout } from "./responsive";
