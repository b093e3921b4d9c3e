import * as z from "zod";
import { Preset, snapshot, TAB_BROWSER, type App, type Snapshot, type Tab } from "../contract/index.ts";
import type { PresetChange, WayBack } from "./rules.ts";
import type { Touched } from "./touched.ts";
import { plainLine } from "../util/index.ts";

const AppRef = z.object({ name: z.string().min(1), bundleID: z.string().min(1) });
const TabRef = z.object({ id: z.string().min(1), url: z.string(), title: z.string() });
const WayBackCall = z.object({
  op: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
  seconds: z.number().positive(),
  what: z.string(),
  did: z.string(),
  unless: z.object({ falseField: z.string().min(1), told: z.string() }).optional(),
}) satisfies z.core.$ZodType<WayBack>;

/**
 * What one command changed, kept as the way back (`<home>/undo.json`): each part is the state before
 * the command, to be put back. `cannot` says, in the person's words, what no undo can take back.
 */
export const UndoEntry = z.object({
  run: z.string().min(1),
  command: z.string().optional(),
  at: z.string(),
  windows: z.array(
    z.object({
      id: z.number().int(),
      app: z.string(),
      title: z.string(),
      frame: snapshot.Frame,
      minimized: z.boolean(),
    }),
  ),
  /** Apps the command quit: started again. */
  relaunch: z.array(AppRef),
  /** Apps the command started: quit again, once the person agrees. */
  quit: z.array(AppRef),
  hide: z.array(AppRef),
  unhide: z.array(AppRef),
  /** Tabs the command closed: where they were (position in their window) and the tabs that shared it. */
  reopen: z.array(
    TabRef.extend({
      position: z.number().int().min(1),
      /** The window it was in (front to back, before the command): tabs of a window that is gone share a new one. */
      window: z.number().int().min(1),
      neighbours: z.array(z.string()),
      active: z.boolean(),
    }),
  ),
  /** Tabs the command opened: closed again if they still show the page it opened. */
  close: z.array(TabRef),
  /** The tab that was active in each window the command touched: active again once the rest is back. */
  activeTabs: z.array(TabRef),
  frontmost: AppRef.optional(),
  /** Files the command moved (to the Trash too), in order: moved back from `to` to `from`, last first. */
  files: z.array(z.object({ from: z.string().min(1), to: z.string().min(1) })).optional(),
  /** Apps' own operations that take back what the command did (a record it made, deleted): run last first. */
  calls: z.array(WayBackCall).optional(),
  /** Presets the command saved over or removed, in order: each put back as it was (none: removed), last first. */
  presets: z.array(z.object({ name: z.string().min(1), was: Preset.nullable() })).optional(),
  cannot: z.array(z.string()),
});
export type UndoEntry = z.infer<typeof UndoEntry>;

const sameFrame = (a: Snapshot["windows"][number]["frame"], b: typeof a) =>
  a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
const ref = ({ name, bundleID }: App) => ({ name, bundleID });
const tabRef = ({ id, url, title }: Tab) => ({ id, url, title });
const running = (desktop: Snapshot) => desktop.apps.filter((app) => app.running && app.bundleID !== "");

function appChanges(before: Snapshot, after: Snapshot) {
  const was = new Map(running(before).map((app) => [app.bundleID, app]));
  const now = new Map(running(after).map((app) => [app.bundleID, app]));
  const both = [...was.values()].filter((app) => now.has(app.bundleID));
  const front = (desktop: Snapshot) => desktop.apps.find((app) => app.frontmost && app.bundleID !== "");
  const [frontBefore, frontAfter] = [front(before), front(after)];
  return {
    relaunch: [...was.values()].filter((app) => !now.has(app.bundleID)).map(ref),
    quit: [...now.values()].filter((app) => !was.has(app.bundleID)).map(ref),
    hide: both.filter((app) => app.hidden && !now.get(app.bundleID)!.hidden).map(ref),
    unhide: both.filter((app) => !app.hidden && now.get(app.bundleID)!.hidden).map(ref),
    ...(frontBefore && frontBefore.bundleID !== frontAfter?.bundleID ? { frontmost: ref(frontBefore) } : {}),
  };
}

function tabChanges(before: Snapshot, after: Snapshot) {
  const now = new Map(after.tabs.map((tab) => [tab.id, tab]));
  const was = new Set(before.tabs.map((tab) => tab.id));
  const closed = before.tabs.filter((tab) => !now.has(tab.id));
  const reopen = closed.map((tab) => ({
    ...tabRef(tab),
    position: tab.localIndex,
    window: tab.windowIndex,
    neighbours: before.tabs.filter((t) => t.windowIndex === tab.windowIndex && now.has(t.id)).map((t) => t.id),
    active: tab.active,
  }));
  // The active tab of each window the command touched (a tab closed or opened in it, another made active).
  const touched = new Set([
    ...closed.map((tab) => tab.windowIndex),
    ...before.tabs.filter((tab) => tab.active && now.get(tab.id) && !now.get(tab.id)!.active).map((t) => t.windowIndex),
  ]);
  const opened = after.tabs.filter((tab) => !was.has(tab.id));
  const activeTabs = before.tabs.filter((tab) => {
    if (!tab.active || !now.has(tab.id)) return false;
    const windowNow = now.get(tab.id)!.windowIndex;
    return touched.has(tab.windowIndex) || opened.some((t) => t.windowIndex === windowNow);
  });
  return {
    reopen,
    close: opened.map(tabRef),
    activeTabs: activeTabs.map(tabRef),
  };
}

/** Tabs that went to another page: undo leaves them there (going back could send a form again). */
function navigated(before: Snapshot, after: Snapshot): string[] {
  const now = new Map(after.tabs.map((tab) => [tab.id, tab]));
  return before.tabs.flatMap((tab) => {
    const later = now.get(tab.id);
    return later && later.url !== tab.url
      ? [`the tab that showed ${plainLine(tab.url)} stays on ${plainLine(later.url)}`]
      : [];
  });
}

/** The way back from `after` to `before`, as far as a desktop snapshot shows it. */
export function undoEntryOf(
  before: Snapshot,
  after: Snapshot,
  meta: { run: string; command?: string; at: string; cannot: string[] },
): UndoEntry {
  const later = new Map(after.windows.map((win) => [win.id, win]));
  const windows = before.windows
    .filter((win) => {
      const now = later.get(win.id);
      return now !== undefined && (!sameFrame(win.frame, now.frame) || win.minimized !== now.minimized);
    })
    .map(({ id, app, title, frame, minimized }) => ({ id, app, title, frame, minimized }));
  const apps = appChanges(before, after);
  const tabs = tabChanges(before, after);
  // Tabs that went with their browser come back with the browser's own session restore, or not at all.
  const browserQuit = apps.relaunch.some((app) => app.bundleID === TAB_BROWSER.bundleID);
  const { short } = TAB_BROWSER;
  const cannot = [
    ...meta.cannot,
    ...(browserQuit && tabs.reopen.length
      ? [`${short}'s tabs come back only if ${short} restores its last session`]
      : []),
    ...navigated(before, after),
  ];
  return { ...meta, cannot, windows, ...apps, ...tabs, reopen: browserQuit ? [] : tabs.reopen };
}

/** Files moved, as the entry keeps them: none is no field, as in entries written before files were. */
const movedFiles = (files: { from: string; to: string }[]) => (files.length ? { files } : {});
/** Apps' ways back, likewise: none is no field. */
const appCalls = (calls: WayBack[]) => (calls.length ? { calls } : {});
/** Presets changed, likewise. */
const presetChanges = (presets: PresetChange[]) => (presets.length ? { presets } : {});

/** The entry without what the plan's steps could not have done (the person's own changes meanwhile). */
export function onlyTouched(entry: UndoEntry, touched: Touched): UndoEntry {
  const app = (ref: { name: string }) => touched.apps.has(ref.name);
  return {
    ...entry,
    windows: entry.windows.filter((win) => touched.apps.has(win.app)),
    relaunch: entry.relaunch.filter(app),
    quit: entry.quit.filter(app),
    hide: entry.hide.filter(app),
    unhide: entry.unhide.filter(app),
    reopen: entry.reopen.filter((tab) => touched.closedTabs.has(tab.id)),
    close: entry.close.filter((tab) => touched.openedTabs.has(tab.id)),
    // No snapshot shows files: what the steps moved is the way back.
    ...movedFiles([...(entry.files ?? []), ...touched.files]),
    ...appCalls([...(entry.calls ?? []), ...touched.calls]),
    ...presetChanges([...(entry.presets ?? []), ...touched.presets]),
  };
}

/** True when the entry holds nothing to put back and nothing to say. */
export function isEmpty(entry: UndoEntry): boolean {
  const parts = [entry.windows, entry.relaunch, entry.quit, entry.hide, entry.unhide, entry.reopen, entry.close];
  if (entry.files?.length || entry.calls?.length || entry.presets?.length) return false;
  return (
    parts.every((part) => part.length === 0) &&
    !entry.frontmost &&
    entry.activeTabs.length === 0 &&
    entry.cannot.length === 0
  );
}

const union = <T>(first: T[], second: T[], key: (item: T) => string | number) => {
  const seen = new Set(first.map(key));
  return [...first, ...second.filter((item) => !seen.has(key(item)))];
};

/**
 * One run recorded in two parts (its commands, then the vision loop), as one way back to the state
 * before the first: what the second part undid of the first cancels out, and the first's state wins.
 */
export function mergeEntries(first: UndoEntry, second: UndoEntry): UndoEntry {
  const byBundle = (app: { bundleID: string }) => app.bundleID;
  const byId = (item: { id: string | number }) => String(item.id);
  // Opened by the first part and closed by the second: neither reopened nor closed.
  const openedThenClosed = new Set(first.close.map(byId).filter((id) => second.reopen.some((t) => t.id === id)));
  const keep = <T extends { id: string }>(list: T[]) => list.filter((tab) => !openedThenClosed.has(tab.id));
  const startedThenQuit = new Set(
    first.quit.map(byBundle).filter((b) => second.relaunch.some((a) => a.bundleID === b)),
  );
  const running = <T extends { bundleID: string }>(list: T[]) =>
    list.filter((app) => !startedThenQuit.has(app.bundleID));
  const shownAgain = new Set(first.hide.map(byBundle).filter((b) => second.unhide.some((a) => a.bundleID === b)));
  const hiddenAgain = new Set(first.unhide.map(byBundle).filter((b) => second.hide.some((a) => a.bundleID === b)));
  const not = (set: Set<string>) => (app: { bundleID: string }) => !set.has(app.bundleID);
  return {
    ...first,
    windows: union(first.windows, second.windows, byId),
    relaunch: union(first.relaunch, running(second.relaunch), byBundle),
    quit: union(running(first.quit), second.quit, byBundle),
    hide: union(first.hide.filter(not(shownAgain)), second.hide.filter(not(hiddenAgain)), byBundle),
    unhide: union(first.unhide.filter(not(hiddenAgain)), second.unhide.filter(not(shownAgain)), byBundle),
    reopen: union(first.reopen, keep(second.reopen), byId),
    close: union(keep(first.close), second.close, byId),
    // Switched in order, the last wins: the first part's tabs (the state before the run) go last.
    activeTabs: union(second.activeTabs, first.activeTabs, byId).sort(
      (a, b) => Number(first.activeTabs.includes(a)) - Number(first.activeTabs.includes(b)),
    ),
    ...(first.frontmost || second.frontmost ? { frontmost: first.frontmost ?? second.frontmost } : {}),
    ...movedFiles([...(first.files ?? []), ...(second.files ?? [])]),
    ...appCalls([...(first.calls ?? []), ...(second.calls ?? [])]),
    ...presetChanges([...(first.presets ?? []), ...(second.presets ?? [])]),
    cannot: [...first.cannot, ...second.cannot],
  };
}
