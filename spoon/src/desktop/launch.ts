import { OpFailure, type SpoonContext, waitUntil } from "../runtime";
import { WAITS } from "../contract";

/** The running app with exactly this bundle ID (cheap enough to poll, unlike hs.application.get). */
export function appByBundleID(bundleID: string): hs.application.Application | undefined {
  return hs.application.applicationsForBundleID(bundleID)[0];
}

/** The app, launched by bundle ID when it is installed but not running. */
export async function ensureRunning(
  ctx: SpoonContext,
  name: string,
  bundleID: string,
): Promise<{ app: hs.application.Application; launched: boolean }> {
  const running = appByBundleID(bundleID);
  if (running !== undefined) return { app: running, launched: false };
  if (!hs.application.launchOrFocusByBundleID(bundleID))
    throw new OpFailure(`${name} (${bundleID}) could not be launched: macOS refused`);
  const started = await waitUntil(ctx, () => appByBundleID(bundleID) !== undefined, WAITS.launch);
  if (!started) throw new OpFailure(`${name} did not start within ${WAITS.launch}s`);
  return { app: appByBundleID(bundleID)!, launched: true };
}

function standardWindows(app: hs.application.Application): hs.window.Window[] {
  return app.allWindows().filter((win) => win.isStandard());
}

/** The app's frontmost standard window: focused, else main, else the first visible one, else a minimized one. */
export function frontmostStandardWindow(app: hs.application.Application): hs.window.Window | undefined {
  // Asked one by one: a Lua list of the two would end at the first nil.
  const focused = app.focusedWindow();
  if (focused !== undefined && focused.isStandard()) return focused;
  const main = app.mainWindow();
  if (main !== undefined && main.isStandard()) return main;
  const windows = standardWindows(app);
  return windows.find((win) => !win.isMinimized()) ?? windows[0];
}

/** The frontmost standard window, waiting for one to appear (a just-launched app opens it late). */
export async function waitForWindow(
  ctx: SpoonContext,
  name: string,
  app: hs.application.Application,
): Promise<hs.window.Window> {
  const appeared = await waitUntil(ctx, () => frontmostStandardWindow(app) !== undefined, WAITS.window);
  if (!appeared) throw new OpFailure(`${name} has no window to place (none appeared within ${WAITS.window}s)`);
  return frontmostStandardWindow(app)!;
}
