/**
 * The JXA that runs a page step in a Chrome tab, through `execute javascript` (the page script itself is the
 * browsers' shared text, apps/page-script.ts, passed in argv[1]), or sends a tab somewhere, or manages tabs.
 * The simulator reads it too, so it imports with `.ts`, as Node needs.
 */
import { PAGE_ANSWER_MOST } from "../page-contract.ts";
import { LOCATE_TABS } from "./jxa-scripts.ts";

/**
 * argv[0] = {"tab"?, "request"? | "go"?, "url"?}: the tab with that id (re-found by id, as closing one is), else
 * the front window's active tab. With `request`, argv[1] = the page script, called with the request as one JSON
 * string; with `go` ("goto" to `url`, "back", "forward", "reload") the tab is sent there as Chrome's own
 * commands do. Prints the tab's id, URL, title and loading after it, and the script's answer; or why it did not
 * run (the tab is gone, Chrome has no window, JavaScript from Apple Events is off).
 */
export const RUN_IN_PAGE = `function run(argv) {
  const want = JSON.parse(argv[0]);
  const chrome = Application("Google Chrome");
  if (!chrome.running()) return framed({ ok: false, reason: "not running" });
  ${LOCATE_TABS}
  let tab;
  if (want.tab) {
    const now = locateTabs(chrome).get(want.tab);
    if (!now) return framed({ ok: false, reason: "gone" });
    tab = tabAt(chrome, now);
  } else {
    if (chrome.windows.length === 0) return framed({ ok: false, reason: "no window" });
    tab = chrome.windows[0].activeTab;
  }
  const pageOf = () => ({ id: String(tab.id()), url: tab.url(), title: titleOf(tab), loading: tab.loading() });
  if (want.go === "goto") tab.url = want.url;
  if (want.go === "back") tab.goBack();
  if (want.go === "forward") tab.goForward();
  if (want.go === "reload") tab.reload();
  if (want.go) return framed({ ok: true, tab: pageOf(), answer: "{}" });
  let answer;
  try {
    answer = tab.execute({ javascript: "(" + argv[1] + ")(" + JSON.stringify(JSON.stringify(want.request)) + ")" });
  } catch (error) {
    const message = String((error && error.message) || error);
    if (error.errorNumber === 12 || message.indexOf("Allow JavaScript from Apple Events") >= 0)
      return framed({ ok: false, reason: "javascript off", message: wellFormed(message) });
    throw error;
  }
  if (typeof answer !== "string") return framed({ ok: false, reason: "no answer" });
  if (answer.length > ${PAGE_ANSWER_MOST}) return framed({ ok: false, reason: "too long" });
  return framed({ ok: true, tab: pageOf(), answer: wellFormed(answer) });
}`;

/**
 * argv[0] = {"action", "tab"?, "url"?}: lists Chrome's tabs (read in bulk), or opens `url` in a new tab of the
 * front window, switches to the tab with that id or closes it (re-found by id first), then lists them. Prints
 * the tabs, the active one (the front window's) and its page. Only opening a page starts Chrome: listing,
 * switching and closing ask `running()` first (an Apple event to a Chrome that is not running launches it).
 */
export const MANAGE_TABS = `function run(argv) {
  const want = JSON.parse(argv[0]);
  const chrome = Application("Google Chrome");
  ${LOCATE_TABS}
  if (want.action !== "open" && !chrome.running()) return framed({ ok: false, reason: "not running" });
  if (want.action === "open") {
    if (chrome.windows.length === 0) chrome.Window().make();
    chrome.windows[0].tabs.push(chrome.Tab({ url: want.url }));
    chrome.activate();
  } else if (want.action !== "list") {
    const now = locateTabs(chrome).get(want.tab);
    if (!now) return framed({ ok: false, reason: "gone" });
    if (want.action === "close") tabAt(chrome, now).close();
    else {
      const win = chrome.windows.byId(now.windowId);
      win.activeTabIndex = now.localIndex;
      win.index = 1;
      chrome.activate();
    }
  }
  if (chrome.windows.length === 0) return framed({ ok: false, reason: "no window" });
  const ids = chrome.windows.tabs.id(), urls = chrome.windows.tabs.url(), titles = chrome.windows.tabs.title();
  const active = chrome.windows.activeTabIndex();
  const tabs = [];
  ids.forEach((list, w) => list.forEach((id, t) => tabs.push({ id: String(id), title: wellFormed(titles[w][t] || ""),
    url: urls[w][t], active: active[w] === t + 1 })));
  const front = chrome.windows[0].activeTab;
  const tab = { id: String(front.id()), url: front.url(), title: titleOf(front), loading: front.loading() };
  return framed({ ok: true, tab, answer: JSON.stringify({ tabs, active_tab: tab.id }) });
}`;
