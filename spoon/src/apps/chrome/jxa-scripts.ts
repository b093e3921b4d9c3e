/**
 * Every JavaScript-for-Automation text the Spoon runs against Chrome, in one place. They run in osascript's
 * own JavaScript engine (not in Lua), so they may use JSON and regular expressions. The simulator reads
 * them too, so they import with `.ts`, as Node needs.
 */
import { FRAMED, WELL_FORMED } from "../../contract/index.ts";

/** Reads every Chrome tab with five bulk Apple events (not one per tab) and prints them as JSON. */
export const READ_CHROME_TABS = `(() => {
  ${WELL_FORMED}
  ${FRAMED}
  const chrome = Application("Google Chrome");
  if (!chrome.running()) return framed({ running: false, tabs: [] });
  const windowIds = chrome.windows.id();
  const activeIndex = chrome.windows.activeTabIndex();
  const ids = chrome.windows.tabs.id();
  const urls = chrome.windows.tabs.url();
  const titles = chrome.windows.tabs.title();
  const domainOf = (url) => {
    const match = /^[a-z][a-z0-9+.-]*:\\/\\/([^\\/?#:]+)/i.exec(url || "");
    return match ? match[1].toLowerCase().replace(/^www\\./, "") : "";
  };
  const tabs = [];
  windowIds.forEach((windowId, w) => {
    (ids[w] || []).forEach((id, t) => {
      const url = (urls[w] || [])[t] || "";
      tabs.push({ index: tabs.length + 1, id: String(id), windowIndex: w + 1, localIndex: t + 1,
        title: wellFormed((titles[w] || [])[t] || ""), url, domain: domainOf(url), active: activeIndex[w] === t + 1 });
    });
  });
  return framed({ running: true, tabs });
})()`;

/**
 * Shared by the scripts below: where each tab is now, by id as a string (ids are stable for a tab's
 * life), read with two bulk Apple events; the page of a tab found is asked of that tab alone. Current
 * Chrome gives string ids, older builds integers: lookups use the id as Chrome gave it.
 */
export const LOCATE_TABS = `${WELL_FORMED}
  ${FRAMED}
  const locateTabs = (chrome) => {
    const windowIds = chrome.windows.id(), ids = chrome.windows.tabs.id();
    const where = new Map();
    let index = 0;
    windowIds.forEach((windowId, w) => ids[w].forEach((id, t) => {
      index += 1;
      where.set(String(id), { id, windowId, localIndex: t + 1, index });
    }));
    return where;
  };
  const tabAt = (chrome, now) => chrome.windows.byId(now.windowId).tabs.byId(now.id);
  const titleOf = (tab) => wellFormed(tab.title() || "");`;

/** argv[0] = {"id", "url"}: activates that tab if it is still the same page, raises its window and Chrome. */
export const SWITCH_TAB = `function run(argv) {
  const want = JSON.parse(argv[0]);
  const chrome = Application("Google Chrome");
  if (!chrome.running()) return framed({ ok: false, reason: "gone" });
  ${LOCATE_TABS}
  const now = locateTabs(chrome).get(want.id);
  if (!now) return framed({ ok: false, reason: "gone" });
  const tab = tabAt(chrome, now);
  const url = tab.url(), title = titleOf(tab);
  if (url !== want.url) return framed({ ok: false, reason: "changed", url, title });
  const win = chrome.windows.byId(now.windowId);
  win.activeTabIndex = now.localIndex;
  win.index = 1;
  chrome.activate();
  return framed({ ok: true, id: want.id, url, title, index: now.index });
}`;

/**
 * argv[0] = {"tabs": [{"id", "url"}]}: closes each tab that still shows the same page, from the
 * highest current index to the lowest; a tab that is gone or shows another page is left and reported.
 */
export const CLOSE_TABS = `function run(argv) {
  const targets = JSON.parse(argv[0]).tabs;
  const chrome = Application("Google Chrome");
  const gone = (t) => ({ id: t.id, url: t.url, reason: "gone" });
  if (!chrome.running()) return framed({ closed: [], skipped: targets.map(gone) });
  ${LOCATE_TABS}
  const where = locateTabs(chrome);
  const closed = [], skipped = [];
  const found = targets.filter((t) => {
    if (!where.has(t.id)) skipped.push({ id: t.id, url: t.url, reason: "gone" });
    return where.has(t.id);
  });
  found.sort((a, b) => where.get(b.id).index - where.get(a.id).index);
  for (const t of found) {
    // The very tab about to close is asked for its page: only the page the agent saw is ever closed.
    const tab = tabAt(chrome, where.get(t.id));
    const url = tab.url();
    if (url !== t.url) {
      skipped.push({ id: t.id, url: t.url, reason: "changed", now: url });
      continue;
    }
    const title = titleOf(tab);
    tab.close();
    closed.push({ id: t.id, url, title });
  }
  // A page may refuse to close (beforeunload asks the person first): only reading the tabs again tells.
  const after = locateTabs(chrome);
  const stillOpen = closed.filter((t) => after.has(t.id));
  for (const t of stillOpen) skipped.push({ id: t.id, url: t.url, reason: "still open" });
  return framed({ closed: closed.filter((t) => !after.has(t.id)), skipped });
}`;

/** argv[0] = {"url"}: a new tab in Chrome's front window (a new window when it has none), then Chrome to the front. */
export const OPEN_TAB = `function run(argv) {
  ${FRAMED}
  const want = JSON.parse(argv[0]);
  const chrome = Application("Google Chrome");
  if (chrome.windows.length === 0) chrome.Window().make();
  const win = chrome.windows[0];
  win.tabs.push(chrome.Tab({ url: want.url }));
  chrome.activate();
  const tab = win.activeTab();
  return framed({ id: String(tab.id()), url: tab.url() });
}`;

/**
 * argv[0] = {"tabs": [{"windowIndex", "position", "url"}]}: each page opened again in a new tab at the end of window
 * `windowIndex` (front to back, as it is now), or in a new window when that is 0 or past the last window. JXA has no
 * insertion location ("before tab 3": Apple's JXA has only `push`), and `make` at a tab would replace that tab, so
 * the tabs go at the end of their window, in the order given (the agent sorts them by `position`). Chrome makes a
 * tab it opens its window's active one. Prints {"opened": [id...]}.
 */
export const REOPEN_TABS = `function run(argv) {
  ${FRAMED}
  const wanted = JSON.parse(argv[0]).tabs;
  const chrome = Application("Google Chrome");
  const opened = [];
  for (const want of wanted) {
    let win;
    if (want.windowIndex === 0 || want.windowIndex > chrome.windows.length) {
      win = chrome.Window().make();
      win.activeTab.url = want.url;
    } else {
      win = chrome.windows[want.windowIndex - 1];
      win.tabs.push(chrome.Tab({ url: want.url }));
    }
    opened.push(String(win.activeTab.id()));
  }
  return framed({ opened });
}`;
