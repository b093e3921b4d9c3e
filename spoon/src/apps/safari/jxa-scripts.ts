/**
 * Every JavaScript-for-Automation text the Spoon runs against Safari, in one place. Each takes its data as JSON in
 * argv[0] (never spliced into its text), reads in bulk (one Apple event per property for every tab of every window)
 * and prints "length:json". The simulator reads them too, so they import with `.ts`, as Node needs.
 */
import { FRAMED, WELL_FORMED } from "../../contract/index.ts";

/**
 * Shared by the scripts below: every tab with three bulk Apple events, and where a tab named by window id, index and
 * page is now: at that index while it shows that page, else the one tab of that window showing it.
 */
const LOCATE = `${WELL_FORMED}
  ${FRAMED}
  const readTabs = (safari) => {
    const windowIds = safari.windows.id(), urls = safari.windows.tabs.url(), names = safari.windows.tabs.name();
    return windowIds.map((windowId, w) => ({ windowId, urls: urls[w] || [], names: names[w] || [] }));
  };
  const locate = (windows, want) => {
    const win = windows.find((candidate) => candidate.windowId === want.windowId);
    if (!win) return { reason: "gone" };
    if (win.urls[want.index - 1] === want.url) return { win, index: want.index };
    const showing = [];
    win.urls.forEach((url, i) => { if (url === want.url) showing.push(i + 1); });
    if (showing.length === 1) return { win, index: showing[0] };
    return { reason: showing.length ? "ambiguous" : "gone" };
  };
  const missed = (want, reason) => ({ windowId: want.windowId, index: want.index, url: want.url, reason });`;

/** Every tab, front window first: {"running", "tabs": [{windowId, window, index, title, url, current}]}. */
export const READ_SAFARI_TABS = `(() => {
  ${WELL_FORMED}
  ${FRAMED}
  const safari = Application("Safari");
  if (!safari.running()) return framed({ running: false, tabs: [] });
  const windowIds = safari.windows.id();
  const urls = safari.windows.tabs.url(), names = safari.windows.tabs.name(), visible = safari.windows.tabs.visible();
  const tabs = [];
  windowIds.forEach((windowId, w) => (urls[w] || []).forEach((url, t) => {
    tabs.push({ windowId, window: w + 1, index: t + 1, title: wellFormed((names[w] || [])[t] || ""), url: url || "",
      current: (visible[w] || [])[t] === true });
  }));
  return framed({ running: true, tabs });
})()`;

/** argv[0] = {"windowId", "index", "url"}: that tab made current, its window raised, Safari in front. */
export const SWITCH_SAFARI_TAB = `function run(argv) {
  const want = JSON.parse(argv[0]);
  const safari = Application("Safari");
  ${LOCATE}
  if (!safari.running()) return framed({ switched: [], missed: [missed(want, "gone")] });
  const found = locate(readTabs(safari), want);
  if (!found.win) return framed({ switched: [], missed: [missed(want, found.reason)] });
  const win = safari.windows.byId(want.windowId);
  win.currentTab = win.tabs[found.index - 1];
  win.index = 1;
  safari.activate();
  const title = wellFormed(found.win.names[found.index - 1] || "");
  const tab = { windowId: want.windowId, window: 1, index: found.index, title, url: want.url, current: true };
  return framed({ switched: [tab], missed: [] });
}`;

/**
 * argv[0] = {"tabs": [{"windowId", "index", "url"}]}: each tab still showing its page closed, the highest index of a
 * window first so the others keep theirs; the rest are reported.
 */
export const CLOSE_SAFARI_TABS = `function run(argv) {
  const wanted = JSON.parse(argv[0]).tabs;
  const safari = Application("Safari");
  ${LOCATE}
  const none = { closed: [], missed: wanted.map((want) => missed(want, "gone")), complete: false };
  if (!safari.running()) return framed(none);
  const windows = readTabs(safari);
  const closing = [], skipped = [];
  for (const want of wanted) {
    const found = locate(windows, want);
    const title = found.win ? wellFormed(found.win.names[found.index - 1] || "") : "";
    if (found.win) closing.push({ want, index: found.index, title });
    else skipped.push(missed(want, found.reason));
  }
  closing.sort((a, b) => a.want.windowId - b.want.windowId || b.index - a.index);
  const closed = [];
  for (const tab of closing) {
    safari.windows.byId(tab.want.windowId).tabs[tab.index - 1].close();
    closed.push({ windowId: tab.want.windowId, index: tab.index, url: tab.want.url, title: tab.title });
  }
  return framed({ closed, missed: skipped, complete: skipped.length === 0 });
}`;

/** argv[0] = {"url"}: a new current tab in Safari's front window (a new window when none), Safari in front. */
export const OPEN_SAFARI_TAB = `function run(argv) {
  ${FRAMED}
  const want = JSON.parse(argv[0]);
  const safari = Application("Safari");
  // A new document is a new window whose one tab shows the page.
  const fresh = safari.windows.length === 0;
  if (fresh) safari.Document({ url: want.url }).make();
  const win = safari.windows[0];
  if (!fresh) win.tabs.push(safari.Tab({ url: want.url }));
  const index = win.tabs.length;
  win.currentTab = win.tabs[index - 1];
  safari.activate();
  return framed({ windowId: win.id(), index, url: want.url });
}`;

/**
 * argv[0] = {"tabs": [{"windowId", "index", "url"}]}: each page opened again at the end of its window (JXA cannot
 * insert a tab at a place), or in a new window when that window is gone. Prints {"opened": [{windowId, index, url}]}.
 */
export const REOPEN_SAFARI_TABS = `function run(argv) {
  ${FRAMED}
  const wanted = JSON.parse(argv[0]).tabs;
  const safari = Application("Safari");
  const opened = [];
  for (const want of wanted) {
    const there = safari.windows.id().includes(want.windowId);
    if (!there) safari.Document({ url: want.url }).make();
    const win = there ? safari.windows.byId(want.windowId) : safari.windows[0];
    if (there) win.tabs.push(safari.Tab({ url: want.url }));
    opened.push({ windowId: win.id(), index: win.tabs.length, url: want.url });
  }
  return framed({ opened });
}`;
