import type { SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { PAGE_SCRIPT } from "../page-script";
import { pageOperation, pageRan, pageWant, type TabRun } from "../page-tools";
import { CHROME_NAME } from "./chrome";
import { MANAGE_TABS, RUN_IN_PAGE } from "./page-scripts";

/** Where a person lets Chrome run scripts sent over Apple Events; the product never turns it on itself. */
export const ALLOW_JAVASCRIPT = "View › Developer › Allow JavaScript from Apple Events";

/** Why no page step runs, and what a person can do about it: the setting is each Chrome profile's own. */
export const JAVASCRIPT_OFF =
  `${CHROME_NAME} runs no page steps while JavaScript from Apple Events is off: ` +
  `a person can turn on ${ALLOW_JAVASCRIPT} in ${CHROME_NAME}, in a window of the tab's profile`;

const WHY_NOT: { [reason: string]: string } = {
  "not running": `${CHROME_NAME} is not running`,
  "no window": `${CHROME_NAME} has no window open`,
  gone: "the tab has been closed",
  "no answer": "the page gave no answer (it may be one of Chrome's own pages, where scripts do not run)",
  "too long": "the page's answer was too long to take",
};

/** Runs the page script in a Chrome tab with `execute javascript`; sends a tab somewhere; manages the tabs. */
export async function runInChromeTab(
  ctx: SpoonContext,
  tab: string | undefined,
  request: { tool: string; input: { [key: string]: unknown }; budget: number },
): Promise<TabRun> {
  const text = request.tool === "tabs" ? MANAGE_TABS : RUN_IN_PAGE;
  const output = await runScript(ctx, { app: CHROME_NAME, text }, [pageWant(tab, request), PAGE_SCRIPT]);
  return pageRan("Chrome", output, WHY_NOT, JAVASCRIPT_OFF);
}

/** Chrome's page operation: one page tool run in a tab. */
export const chromePage = pageOperation("chrome_page", runInChromeTab);
