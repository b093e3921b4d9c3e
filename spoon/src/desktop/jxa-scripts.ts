/**
 * Every JavaScript-for-Automation text the Spoon runs, in one place. They run in osascript's own
 * JavaScript engine (not in Lua), so they may use JSON and regular expressions.
 */

/** Reads every Chrome tab with five bulk Apple events (not one per tab) and prints them as JSON. */
export const READ_CHROME_TABS = `(() => {
  const chrome = Application("Google Chrome");
  if (!chrome.running()) return JSON.stringify({ running: false, tabs: [] });
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
      tabs.push({ index: tabs.length + 1, id, windowIndex: w + 1, localIndex: t + 1,
        title: (titles[w] || [])[t] || "", url, domain: domainOf(url), active: activeIndex[w] === t + 1 });
    });
  });
  return JSON.stringify({ running: true, tabs });
})()`;
