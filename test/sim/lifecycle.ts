import type { Clock } from "../../agent/src/util/clock.ts";
import type { Frame, InstalledApp } from "../../agent/src/contract/snapshot.ts";
import type { SimDesktop } from "./desktop.ts";

/** How long a simulated app takes to start, and to quit after being asked. */
export const LAUNCH_DELAY_MS = 200;
export const QUIT_DELAY_MS = 100;

/** Where a new window opens: cascaded on the primary screen's usable frame. */
export function newWindowFrame(desktop: SimDesktop): Frame {
  const { frame } = desktop.primary;
  const step = 30 * (desktop.windows.length % 8);
  return {
    x: frame.x + 100 + step,
    y: frame.y + 60 + step,
    w: Math.min(1200, frame.w - 200),
    h: Math.min(800, frame.h - 120),
  };
}

/** A new window of the app, cascaded on the primary screen. */
function openWindow(desktop: SimDesktop, name: string): void {
  desktop.windows.push({
    id: desktop.newWindowId(),
    app: name,
    title: name,
    frame: newWindowFrame(desktop),
    minimized: false,
    standard: true,
  });
}

/**
 * Starts an installed app after a short delay: it runs, opens a window and comes to the front. A
 * running app is reopened, as a click on its Dock icon does: one with no window opens one, then it comes forward.
 */
export function launch(desktop: SimDesktop, app: InstalledApp, clock: Clock): void {
  clock.setTimeout(() => {
    desktop.markChanged(clock.now());
    const model = desktop.models.get(app.name);
    if (model?.activate) return model.activate();
    if (desktop.isRunning(app.name)) {
      if (!desktop.windowsOf(app.name).some((w) => !w.minimized)) openWindow(desktop, app.name);
      return desktop.activate(app.name);
    }
    desktop.running.push({ name: app.name, bundleID: app.bundleID, pid: desktop.newPid(), hidden: false });
    openWindow(desktop, app.name);
    desktop.activate(app.name);
  }, LAUNCH_DELAY_MS);
}

/** Quits a running app after a short delay, as Quit does: its windows go with it. */
export function quit(desktop: SimDesktop, name: string, clock: Clock): void {
  clock.setTimeout(() => {
    desktop.markChanged(clock.now());
    const model = desktop.models.get(name);
    if (model?.quit) return model.quit();
    const index = desktop.running.findIndex((app) => app.name === name);
    if (index < 0) return;
    desktop.running.splice(index, 1);
    desktop.windows.splice(0, desktop.windows.length, ...desktop.windows.filter((w) => w.app !== name));
    if (desktop.frontmost === name) desktop.frontmost = undefined;
  }, QUIT_DELAY_MS);
}

/**
 * Opens a URL with the default browser (or the app given): a new Chrome tab (Chrome starts with it when
 * not running), or another browser; false when there is none, or the app given is not installed.
 */
export function openURL(
  desktop: SimDesktop,
  url: string,
  clock: Clock,
  bundleID: string | null = desktop.defaultBrowser,
): boolean {
  if (bundleID === "com.google.Chrome") {
    const { chrome } = desktop;
    if (!chrome.running) {
      chrome.opensWindowOnLaunch = false;
      chrome.launch();
      chrome.opensWindowOnLaunch = true;
    }
    if (chrome.windows.length === 0) chrome.newWindow("normal", url);
    else chrome.newTab(chrome.windows[0]!.id, url);
    chrome.activate();
    return true;
  }
  if (bundleID === null) return false;
  const browser = desktop.installed.find((app) => app.bundleID === bundleID);
  if (!browser && bundleID !== desktop.defaultBrowser) return false;
  desktop.openedElsewhere.push({ browser: bundleID, url });
  if (browser) launch(desktop, browser, clock);
  return true;
}
