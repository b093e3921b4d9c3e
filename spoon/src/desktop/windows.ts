import { plainFrame } from "../geometry";
import type { WindowInfo } from "./types";

/** Every window of the current Space that has an id, with the screen it mostly lies on. */
export function readWindows(): WindowInfo[] {
  const focusedId = hs.window.focusedWindow()?.id();
  const windows: WindowInfo[] = [];
  for (const win of hs.window.allWindows()) {
    const id = win.id();
    const app = win.application();
    if (id === undefined || app === undefined) continue;
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
