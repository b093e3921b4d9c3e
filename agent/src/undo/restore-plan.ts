import type { OpParams, Snapshot } from "../contract/index.ts";
import type { UndoEntry } from "./entry.ts";
import { sameRect } from "../geometry/index.ts";
import { plainLine } from "../util/index.ts";

type AppRef = UndoEntry["relaunch"][number];
type TabRef = UndoEntry["close"][number];

/** What an undo will do on the desktop as it is now, checked against it, and what it cannot do any more. */
export interface RestorePlan {
  relaunch: AppRef[];
  quit: AppRef[];
  reopen: OpParams<"reopen_tabs">["tabs"];
  /** For each tab to reopen (same order): whether it was its window's active tab. */
  reopenActive: boolean[];
  close: TabRef[];
  windows: OpParams<"restore_windows">["windows"];
  hide: AppRef[];
  unhide: AppRef[];
  activeTabs: TabRef[];
  frontmost?: AppRef;
  /** Parts of the entry the desktop no longer allows, in the person's words. */
  gone: string[];
  /** Parts already as the entry says (the person put them back, or a simulated desktop started afresh). */
  inPlace: string[];
}

/** Only web pages are opened again: never a browser's own pages (chrome://quit) or files. */
const WEB_PAGE = /^https?:\/\//i;

const intersects = (a: Snapshot["windows"][number]["frame"], b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Whether a closed tab is open again: its own id (never closed after all), or its page at its place in its window
 * in a tab that was not there once the command had run (the person reopened it; a duplicate that slid up is not it).
 */
function isOpen(tab: UndoEntry["reopen"][number], windowIndex: number | undefined, desktop: Snapshot): boolean {
  if (desktop.tabs.some((open) => open.id === tab.id)) return true;
  const there = desktop.tabs.find((open) => open.windowIndex === windowIndex && open.localIndex === tab.position);
  return there !== undefined && there.url === tab.url && !tab.neighbours.includes(there.id);
}

/**
 * Closed tabs in the order that puts each back at its position: windows that still exist first (by
 * window, then position, so lower positions are filled before higher ones); then each window that is
 * gone, rebuilt in a new window (which becomes window 1 and so must come after the others).
 */
function reopening(entry: UndoEntry, desktop: Snapshot) {
  const windowOf = (ids: string[]) => desktop.tabs.find((tab) => ids.includes(tab.id))?.windowIndex;
  const web = entry.reopen.filter((tab) => WEB_PAGE.test(tab.url));
  const alreadyOpen = web.filter((tab) => isOpen(tab, windowOf(tab.neighbours), desktop));
  const pages = web.filter((tab) => !alreadyOpen.includes(tab));
  const there = pages.flatMap((tab) => {
    const windowIndex = windowOf(tab.neighbours);
    return windowIndex === undefined ? [] : [{ tab, windowIndex }];
  });
  there.sort((a, b) => a.windowIndex - b.windowIndex || a.tab.position - b.tab.position);
  const lost = new Map<number, UndoEntry["reopen"]>();
  for (const tab of pages.filter((t) => windowOf(t.neighbours) === undefined))
    lost.set(tab.window, [...(lost.get(tab.window) ?? []), tab]);
  const rebuilt = [...lost.values()].flatMap((group) =>
    [...group].sort((a, b) => a.position - b.position).map((tab, i) => ({ tab, windowIndex: i === 0 ? 0 : 1 })),
  );
  const all = [...there, ...rebuilt];
  return {
    reopen: all.map(({ tab, windowIndex }) => ({ windowIndex, position: tab.position, url: tab.url })),
    reopenActive: all.map(({ tab }) => tab.active),
    alreadyOpen,
  };
}

/** The undo of `entry` on `desktop`: only what can still be put back, and a word for each part that cannot. */
export function planRestore(entry: UndoEntry, desktop: Snapshot): RestorePlan {
  const gone = entry.reopen
    .filter((tab) => !WEB_PAGE.test(tab.url))
    .map((tab) => `${plainLine(tab.url)} is not a web page, so it is not opened again`);
  const runningNow = new Map(desktop.apps.filter((app) => app.running).map((app) => [app.bundleID, app]));
  const installed = new Set(desktop.installedApps.map((app) => app.bundleID));
  const relaunch = entry.relaunch.filter((app) => {
    if (runningNow.has(app.bundleID)) return false;
    if (!installed.has(app.bundleID)) gone.push(`${app.name} is no longer installed, so it cannot be started again`);
    return installed.has(app.bundleID);
  });
  const windowsNow = new Map(desktop.windows.map((win) => [win.id, win]));
  const inPlace: string[] = [];
  const windows = entry.windows.filter((win) => {
    const now = windowsNow.get(win.id);
    const named = `${win.app}'s window "${plainLine(win.title)}"`;
    if (!now) gone.push(`${named} has been closed`);
    else if (sameRect(now.frame, win.frame) && now.minimized === win.minimized) inPlace.push(named);
    else if (!desktop.screens.some((screen) => intersects(win.frame, screen.fullFrame)))
      gone.push(`the screen ${named} was on is no longer attached`);
    else return true;
    return false;
  });
  const { reopen, reopenActive, alreadyOpen } = reopening(entry, desktop);
  inPlace.push(...alreadyOpen.map((tab) => `the tab "${plainLine(tab.title)}"`));
  const openNow = new Map(desktop.tabs.map((tab) => [tab.id, tab]));
  const stillShows = (tab: TabRef) => openNow.get(tab.id)?.url === tab.url;
  const running = (app: AppRef) => runningNow.has(app.bundleID);
  const willRun = (app: AppRef) => running(app) || relaunch.some((r) => r.bundleID === app.bundleID);
  const front = entry.frontmost && willRun(entry.frontmost) ? { frontmost: entry.frontmost } : {};
  return {
    relaunch,
    quit: entry.quit.filter(running),
    reopen,
    reopenActive,
    close: entry.close.filter(stillShows),
    windows: windows.map(({ id, frame, minimized }) => ({ id, frame, minimized })),
    hide: entry.hide.filter((app) => running(app) && !runningNow.get(app.bundleID)!.hidden),
    unhide: entry.unhide.filter((app) => running(app) && runningNow.get(app.bundleID)!.hidden),
    // Back to front, so the window in front is switched last and stays in front.
    activeTabs: entry.activeTabs
      .filter(stillShows)
      .sort((a, b) => openNow.get(b.id)!.windowIndex - openNow.get(a.id)!.windowIndex),
    ...front,
    gone,
    inPlace,
  };
}
