/**
 * The JXA that runs a page step in a Safari tab through `do JavaScript` (the page script itself is the browsers'
 * shared text, apps/page-script.ts, passed in argv[1]), sends a tab somewhere, or manages tabs. Safari gives tabs
 * no id: a page step's tab is "windowId:index" (Safari's window id, stable for the window's life, and the tab's
 * place there), found again there; without one, the front window's current tab. The simulator reads these too,
 * so they import with `.ts`, as Node needs.
 */
import { FRAMED, WELL_FORMED } from "../../contract/index.ts";
import { PAGE_ANSWER_MOST } from "../page-contract.ts";

/** Shared by the scripts below: the tab named "windowId:index", or the front window's current tab, or why not. */
const FIND_TAB = `${WELL_FORMED}
  ${FRAMED}
  const findTab = (safari, named) => {
    if (!safari.running()) return { reason: "not running" };
    if (!named) {
      if (safari.windows.length === 0) return { reason: "no window" };
      const win = safari.windows[0];
      return { win, index: win.currentTab.index() };
    }
    const [windowId, index] = String(named).split(":").map(Number);
    if (!safari.windows.id().includes(windowId)) return { reason: "gone" };
    const win = safari.windows.byId(windowId);
    if (!(index >= 1 && index <= win.tabs.length)) return { reason: "gone" };
    return { win, index };
  };
  const javaScriptOff = (error) => error.errorNumber === 8 ||
    String((error && error.message) || error).indexOf("Allow JavaScript from Apple Events") >= 0;`;

/**
 * argv[0] = {"tab"?, "request"? | "go"?, "url"?}: with `request`, argv[1] = the page script, called with the
 * request as one JSON string; with `go` ("goto" to `url`, "reload": the tab's URL set; "back", "forward": the
 * page's own history, as Safari has no command for them). Prints the tab (its id, URL, title) and the script's
 * answer; or why it did not run (the tab is gone, Safari has no window, JavaScript from Apple Events is off).
 */
export const RUN_IN_SAFARI_PAGE = `function run(argv) {
  ${FIND_TAB}
  const want = JSON.parse(argv[0]);
  const safari = Application("Safari");
  const found = findTab(safari, want.tab);
  if (!found.win) return framed({ ok: false, reason: found.reason });
  const tab = found.win.tabs[found.index - 1];
  const pageOf = () => ({ id: found.win.id() + ":" + found.index, url: tab.url() || "",
    title: wellFormed(tab.name() || ""), loading: false });
  let answer;
  try {
    if (want.go === "goto") tab.url = want.url;
    if (want.go === "reload") tab.url = tab.url();
    if (want.go === "back" || want.go === "forward")
      safari.doJavaScript(want.go === "back" ? "history.back()" : "history.forward()", { in: tab });
    if (want.go) return framed({ ok: true, tab: pageOf(), answer: "{}" });
    const call = "(" + argv[1] + ")(" + JSON.stringify(JSON.stringify(want.request)) + ")";
    answer = safari.doJavaScript(call, { in: tab });
  } catch (error) {
    if (javaScriptOff(error)) return framed({ ok: false, reason: "javascript off" });
    throw error;
  }
  if (typeof answer !== "string") return framed({ ok: false, reason: "no answer" });
  if (answer.length > ${PAGE_ANSWER_MOST}) return framed({ ok: false, reason: "too long" });
  return framed({ ok: true, tab: pageOf(), answer: wellFormed(answer) });
}`;

/**
 * argv[0] = {"action", "tab"?, "url"?}: lists Safari's tabs (read in bulk, each "windowId:index"), or opens `url`
 * in a new current tab of the front window (a new window when none), or switches to the tab named; then lists
 * them. Closing is refused: a place in a window is no proof of which page a tab shows.
 */
export const MANAGE_SAFARI_TABS = `function run(argv) {
  ${FIND_TAB}
  const want = JSON.parse(argv[0]);
  const safari = Application("Safari");
  if (want.action === "close") return framed({ ok: false, reason: "no close" });
  if (want.action === "open") {
    const fresh = safari.windows.length === 0;
    if (fresh) safari.Document({ url: want.url }).make();
    const win = safari.windows[0];
    if (!fresh) win.tabs.push(safari.Tab({ url: want.url }));
    win.currentTab = win.tabs[win.tabs.length - 1];
    safari.activate();
  } else if (want.action !== "list") {
    const found = findTab(safari, want.tab);
    if (!found.win) return framed({ ok: false, reason: found.reason });
    found.win.currentTab = found.win.tabs[found.index - 1];
    found.win.index = 1;
    safari.activate();
  }
  const front = findTab(safari, undefined);
  if (!front.win) return framed({ ok: false, reason: front.reason });
  const windowIds = safari.windows.id(), urls = safari.windows.tabs.url(), names = safari.windows.tabs.name();
  const visible = safari.windows.tabs.visible();
  const tabs = [];
  windowIds.forEach((windowId, w) => (urls[w] || []).forEach((url, t) => tabs.push({
    id: windowId + ":" + (t + 1), title: wellFormed((names[w] || [])[t] || ""), url: url || "",
    active: w === 0 && (visible[w] || [])[t] === true })));
  const current = front.win.tabs[front.index - 1];
  const tab = { id: front.win.id() + ":" + front.index, url: current.url() || "",
    title: wellFormed(current.name() || ""), loading: false };
  return framed({ ok: true, tab, answer: JSON.stringify({ tabs, active_tab: tab.id }) });
}`;
