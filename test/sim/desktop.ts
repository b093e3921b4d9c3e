import { readFileSync } from "node:fs";
import { Snapshot, type Frame, type InstalledApp, type Preset, type Tab } from "../../agent/src/contract/snapshot.ts";
import { describeIssues } from "../../agent/src/contract/issues.ts";
import { ChromeModel, type ChromeWindow } from "./chrome/chrome-model.ts";
import { applicationFolders, bundlePathFor } from "./app-folders.ts";

export const CHROME = "Google Chrome";

export interface SimScreen {
  id: number;
  name: string;
  scale: number;
  fullFrame: Frame;
  frame: Frame;
}

export interface SimApp {
  name: string;
  bundleID: string;
  pid: number;
  hidden: boolean;
}

export interface SimWindow {
  id: number;
  app: string;
  title: string;
  /** Where the window really is. */
  frame: Frame;
  minimized: boolean;
  standard: boolean;
  /** An animated setFrame under way: `frame()` already reports `to`, the window is not there yet. */
  animation?: { to: Frame; cancel(): void };
}

function overlap(a: Frame, b: Frame): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function distance(a: Frame, b: Frame): number {
  return Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
}

/** The host part of a URL, lower-cased, without a leading "www.". */
export function domainOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(url);
  return match ? match[1]!.toLowerCase().replace(/^www\./, "") : "";
}

/**
 * The state of a simulated Mac: screens (primary first), running and installed apps, windows, and
 * Chrome. It is loaded from a snapshot (SPEC section 4) with ids kept as given, and `snapshot()`
 * reports the state as it truly is, to compare with what the Spoon reads.
 */
export class SimDesktop {
  frontmost: string | undefined;
  focusedWindowId: number | undefined;
  private nextPid = 500;

  constructor(
    readonly screens: SimScreen[],
    readonly running: SimApp[],
    readonly installed: InstalledApp[],
    readonly windows: SimWindow[],
    readonly chrome: ChromeModel,
    readonly presets: Preset[],
  ) {}

  static fromSnapshot(value: unknown): SimDesktop {
    const parsed = Snapshot.safeParse(value);
    if (!parsed.success) throw new Error(`not a desktop snapshot: ${describeIssues(parsed.error)}`);
    const s = parsed.data;
    const screens = [...s.screens].sort((a, b) => Number(b.primary) - Number(a.primary));
    const installed = [...s.installedApps];
    for (const app of s.apps) if (!installed.some((i) => i.bundleID === app.bundleID)) installed.push({ name: app.name, bundleID: app.bundleID });
    const desktop = new SimDesktop(
      screens.map(({ id, name, scale, fullFrame, frame }) => ({ id, name, scale, fullFrame, frame })),
      [],
      installed,
      s.windows.map(({ id, app, title, frame, minimized, standard }) => ({ id, app, title, frame, minimized, standard })),
      new ChromeModel({ running: false, windows: [] }),
      s.presets,
    );
    for (const app of s.apps.filter((a) => a.running)) desktop.running.push({ name: app.name, bundleID: app.bundleID, pid: desktop.nextPid++, hidden: app.hidden });
    desktop.frontmost = s.apps.find((a) => a.running && a.frontmost)?.name;
    desktop.focusedWindowId = s.windows.find((w) => w.focused)?.id;
    desktop.chrome.running = desktop.isRunning(CHROME);
    desktop.chrome.windows = chromeWindowsFrom(s.tabs, s.windows.filter((w) => w.app === CHROME));
    return desktop;
  }

  static fromFile(path: string): SimDesktop {
    return SimDesktop.fromSnapshot(JSON.parse(readFileSync(path, "utf8")));
  }

  get primary(): SimScreen {
    return this.screens[0]!;
  }

  isRunning(name: string): boolean {
    return this.running.some((app) => app.name === name);
  }

  /** Hammerspoon's `win:screen()`: the screen with the largest overlap, else the nearest. */
  screenFor(frame: Frame): SimScreen {
    const byOverlap = [...this.screens].sort((a, b) => overlap(b.fullFrame, frame) - overlap(a.fullFrame, frame));
    if (overlap(byOverlap[0]!.fullFrame, frame) > 0) return byOverlap[0]!;
    return [...this.screens].sort((a, b) => distance(a.fullFrame, frame) - distance(b.fullFrame, frame))[0]!;
  }

  windowsOf(app: string): SimWindow[] {
    return this.windows.filter((win) => win.app === app);
  }

  /** Chrome's tabs as the snapshot lists them: global 1-based order across windows, front to back. */
  tabs(): Tab[] {
    if (!this.chrome.running) return [];
    return this.chrome.windows.flatMap((win, w) =>
      win.tabs.map((tab, t) => ({ id: tab.id, windowIndex: w + 1, localIndex: t + 1, title: tab.title, url: tab.url, domain: domainOf(tab.url), active: win.activeTabIndex === t + 1 })),
    ).map((tab, i) => ({ index: i + 1, ...tab }));
  }

  /** Installed apps in the order a scan of the application folders finds them. */
  installedInScanOrder(): InstalledApp[] {
    const byPath = this.installed.map((app) => ({ app, path: bundlePathFor(app) }));
    return applicationFolders(byPath.map((entry) => entry.path)).flatMap((path) => byPath.filter((e) => e.path === path).map((e) => e.app));
  }

  /** The true state, in the snapshot format. */
  snapshot(): Snapshot {
    const primaryId = this.primary.id;
    return {
      screens: this.screens.map((s) => ({ id: s.id, name: s.name, primary: s.id === primaryId, scale: s.scale, fullFrame: { ...s.fullFrame }, frame: { ...s.frame } })),
      apps: this.running.map((a) => ({ name: a.name, bundleID: a.bundleID, running: true, frontmost: a.name === this.frontmost, hidden: a.hidden })),
      installedApps: this.installedInScanOrder(),
      windows: this.windows.map((w) => ({
        id: w.id, app: w.app, title: w.title, frame: { ...w.frame }, screenId: this.screenFor(w.frame).id,
        focused: w.id === this.focusedWindowId && w.app === this.frontmost, minimized: w.minimized, standard: w.standard,
      })),
      tabs: this.tabs(),
      presets: structuredClone(this.presets),
    };
  }
}

/** Chrome's windows from snapshot tabs; each takes the id of the matching Chrome window of the snapshot when there is one. */
function chromeWindowsFrom(tabs: Tab[], chromeWindows: { id: number; minimized: boolean }[]): ChromeWindow[] {
  const indices = [...new Set(tabs.map((t) => t.windowIndex))].sort((a, b) => a - b);
  return indices.map((windowIndex, i) => {
    const own = tabs.filter((t) => t.windowIndex === windowIndex).sort((a, b) => a.localIndex - b.localIndex);
    const active = own.findIndex((t) => t.active);
    return {
      id: chromeWindows[i]?.id ?? 9000 + windowIndex,
      tabs: own.map((t) => ({ id: t.id, title: t.title, url: t.url, loading: false })),
      activeTabIndex: active >= 0 ? active + 1 : 1,
      minimized: chromeWindows[i]?.minimized ?? false,
      mode: "normal",
    };
  });
}
