import { plainFrame } from "../geometry";
import type { WindowInfo } from "../contract";

/**
 * Every window of the current Space that has an id and belongs to one of `apps` (by pid), with the
 * screen it mostly lies on. hs.window.allWindows() also lists the windows of accessory apps (no Dock
 * icon), which a snapshot leaves out with their apps.
 */
export function readWindows(apps: hs.application.Application[]): WindowInfo[] {
  const pids = new Set(apps.map((app) => app.pid()));
  const focusedId = hs.window.focusedWindow()?.id();
  const windows: WindowInfo[] = [];
  for (const win of hs.window.allWindows()) {
    const id = win.id();
    const app = win.application();
    if (id === undefined || app === undefined || !pids.has(app.pid())) continue;
    windows.push({
      id,
      app: app.name(),
      title: win.title(),
      frame: plainFrame(win.frame()),
      screenId: win.screen().id(),
      focused: id === focusedId,
      minimized: win.isMinimized(),
      standard: win.isStandard(),
    });
  }
  return windows;
}
