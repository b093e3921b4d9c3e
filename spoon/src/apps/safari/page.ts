import type { SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { PAGE_SCRIPT } from "../page-script";
import { pageOperation, pageRan, pageWant, type TabRun } from "../page-tools";
import { SAFARI_SCRIPT_SECONDS } from "./contract";
import { MANAGE_SAFARI_TABS, RUN_IN_SAFARI_PAGE } from "./page-scripts";
import { SAFARI_NAME } from "./safari";

/**
 * Where a person lets Safari run scripts sent over Apple Events (Safari 17 and later); the product never turns it on
 * itself. The Developer tab of Settings shows once Settings › Advanced › Show features for web developers is on.
 */
export const ALLOW_SAFARI_JAVASCRIPT =
  "Safari › Settings › Developer › Allow JavaScript from Apple Events (the Developer tab shows once " +
  "Settings › Advanced › Show features for web developers is on; before Safari 17: Develop › Allow JavaScript " +
  "from Apple Events)";

/** Why no page step runs, and what a person can do about it. */
export const SAFARI_JAVASCRIPT_OFF =
  `${SAFARI_NAME} runs no page steps while JavaScript from Apple Events is off: a person can turn on ` +
  ALLOW_SAFARI_JAVASCRIPT;

const WHY_NOT: { [reason: string]: string } = {
  "not running": `${SAFARI_NAME} is not running`,
  "no window": `${SAFARI_NAME} has no window open`,
  gone: "the tab is no longer there (a Safari tab is its window's id and its place there)",
  "no answer": "the page gave no answer (it may be one of Safari's own pages, where scripts do not run)",
  "too long": "the page's answer was too long to take",
  "no close": "Safari's tabs have no id to check before closing one: close it by its words (close the … tab)",
};

/** Runs the page script in a Safari tab with `do JavaScript`; sends a tab somewhere; manages the tabs. */
export async function runInSafariTab(
  ctx: SpoonContext,
  tab: string | undefined,
  request: { tool: string; input: { [key: string]: unknown }; budget: number },
): Promise<TabRun> {
  const script = { app: SAFARI_NAME, text: request.tool === "tabs" ? MANAGE_SAFARI_TABS : RUN_IN_SAFARI_PAGE };
  const output = await runScript(ctx, script, [pageWant(tab, request), PAGE_SCRIPT], SAFARI_SCRIPT_SECONDS);
  return pageRan(SAFARI_NAME, output, WHY_NOT, SAFARI_JAVASCRIPT_OFF);
}

/** Safari's page operation: one page tool run in a tab. */
export const safariPage = pageOperation("safari_page", runInSafariTab);
