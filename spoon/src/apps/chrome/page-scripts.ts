/**
 * The JXA that runs a page step in a Chrome tab, through `execute javascript` (the page script itself is the
 * browsers' shared text, apps/page-script.ts, passed in argv[1]). The simulator reads it too, so it imports
 * with `.ts`, as Node needs.
 */
import { LOCATE_TABS } from "./jxa-scripts.ts";

/** The longest answer a page script may give, in characters: a page tool's output is cut well below it. */
export const PAGE_ANSWER_MOST = 100_000;

/**
 * argv[0] = {"tab"?, "request"}: the tab with that id (re-found by id, as closing one is), else the front
 * window's active tab; argv[1] = the page script, called with the request as one JSON string. Prints the tab's
 * id, URL and title after the script, and the script's answer; or why it did not run (the tab is gone, Chrome
 * has no window, JavaScript from Apple Events is off).
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
  let answer;
  try {
    answer = tab.execute({ javascript: "(" + argv[1] + ")(" + JSON.stringify(JSON.stringify(want.request)) + ")" });
  } catch (error) {
    const message = String((error && error.message) || error);
    if (error.errorNumber === 12 || message.indexOf("Allow JavaScript from Apple Events") >= 0)
      return framed({ ok: false, reason: "javascript off", message: wellFormed(message) });
    throw error;
  }
  const page = { id: String(tab.id()), url: tab.url(), title: titleOf(tab), loading: tab.loading() };
  if (typeof answer !== "string") return framed({ ok: false, reason: "no answer", tab: page });
  if (answer.length > ${PAGE_ANSWER_MOST}) return framed({ ok: false, reason: "too long", tab: page });
  return framed({ ok: true, tab: page, answer: wellFormed(answer) });
}`;
