import { ensureRunning } from "../desktop";
import { firstFailure, type Operation, OpFailure, text, waitUntil } from "../runtime";
import { WAITS, type AppParams } from "../contract";

/** The app named by `name` and `bundleID` (the agent resolved both from the snapshot). */
export function parseApp(params: { [key: string]: unknown }): AppParams | OpFailure {
  const name = text(params, "name");
  const bundleID = text(params, "bundleID");
  return firstFailure({ name, bundleID }) ?? { name: name as string, bundleID: bundleID as string };
}

/**
 * From macOS 14 the system may refuse to activate an app that has no window to show; reopening it by
 * bundle ID (as a click on its Dock icon) is honoured, and opens a window where the app would.
 */
function bringForward(app: hs.application.Application, bundleID: string): void {
  const shown = app.allWindows().some((win) => !win.isMinimized());
  if (shown) app.activate();
  else hs.application.launchOrFocusByBundleID(bundleID);
}

/** Brings an app to the front, launching it by bundle ID when it is installed but not running. */
export const focusApp: Operation<"focus_app"> = {
  name: "focus_app",
  parse: parseApp,
  run: async ({ name, bundleID }, ctx) => {
    const { app, launched } = await ensureRunning(ctx, name, bundleID);
    if (!app.isFrontmost()) bringForward(app, bundleID);
    const frontmost = await waitUntil(ctx, () => app.isFrontmost(), WAITS.focus);
    if (!frontmost) throw new OpFailure(`${name} did not come to the front within ${WAITS.focus}s`);
    return { name, launched, frontmost };
  },
};
