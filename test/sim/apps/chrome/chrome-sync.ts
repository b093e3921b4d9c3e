import { CHROME, type SimDesktop } from "../../desktop.ts";
import { newWindowFrame } from "../../lifecycle.ts";
import type { ChromeChange } from "./chrome-model.ts";

export const CHROME_BUNDLE_ID = "com.google.Chrome";

/**
 * Keeps the desktop in step with Chrome's own model, as macOS does with a real Chrome: its windows
 * are the desktop's Chrome windows (same ids), titled by their active tab; launching, activating and
 * raising Chrome move the desktop's focus.
 */
export function connectChrome(desktop: SimDesktop): void {
  desktop.chrome.onChange = (change) => applyChange(desktop, change);
  retitle(desktop);
}

function applyChange(desktop: SimDesktop, change: ChromeChange): void {
  const { chrome } = desktop;
  if (change.kind === "launched" && !desktop.isRunning(CHROME)) {
    desktop.running.push({ name: CHROME, bundleID: CHROME_BUNDLE_ID, pid: desktop.newPid(), hidden: false });
  }
  if (change.kind === "quit") {
    const index = desktop.running.findIndex((app) => app.name === CHROME);
    if (index >= 0) desktop.running.splice(index, 1);
    desktop.windows.splice(0, desktop.windows.length, ...desktop.windows.filter((w) => w.app !== CHROME));
    if (desktop.frontmost === CHROME) desktop.frontmost = undefined;
  }
  if (change.kind === "windowOpened" && !desktop.windows.some((w) => w.id === change.windowId)) {
    desktop.windows.push({
      id: change.windowId,
      app: CHROME,
      title: "",
      frame: newWindowFrame(desktop),
      minimized: false,
      standard: true,
    });
  }
  if (change.kind === "windowClosed") {
    const index = desktop.windows.findIndex((w) => w.id === change.windowId);
    if (index >= 0) desktop.windows.splice(index, 1);
  }
  if (change.kind === "activated" || (change.kind === "windowMoved" && desktop.frontmost === CHROME)) {
    desktop.activate(CHROME, chrome.windows[0]?.id);
  }
  retitle(desktop);
}

/** Each Chrome window's title is its active tab's. */
function retitle(desktop: SimDesktop): void {
  for (const chromeWindow of desktop.chrome.windows) {
    const win = desktop.windows.find((w) => w.id === chromeWindow.id);
    const active = chromeWindow.tabs[chromeWindow.activeTabIndex - 1];
    if (win && active) win.title = active.title;
  }
}
