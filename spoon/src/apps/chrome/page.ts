import { OpFailure, type SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { PAGE_SCRIPT } from "../page-script";
import { pageOperation, type TabRun } from "../page-tools";
import { CHROME_NAME } from "./chrome";
import { MANAGE_TABS, RUN_IN_PAGE } from "./page-scripts";

/** Where a person lets Chrome run scripts sent over Apple Events; the product never turns it on itself. */
export const ALLOW_JAVASCRIPT = "View › Developer › Allow JavaScript from Apple Events";

/** Why no page step runs, and what a person can do about it. */
export const JAVASCRIPT_OFF =
  `${CHROME_NAME} runs no page steps while JavaScript from Apple Events is off: ` +
  `a person can turn on ${ALLOW_JAVASCRIPT} in ${CHROME_NAME}`;

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
  const { tool, input } = request;
  const text = tool === "tabs" ? MANAGE_TABS : RUN_IN_PAGE;
  const what = tool === "tabs" ? input : tool === "navigate" ? { go: input.action, url: input.url } : { request };
  const want = hs.json.encode(tab === undefined ? what : { ...what, tab })!;
  const output = await runScript(ctx, { app: CHROME_NAME, text }, [want, PAGE_SCRIPT]);
  const ran = hs.json.decode(output) as { [key: string]: unknown } | undefined;
  if (ran === undefined) throw `Chrome's answer could not be read: ${string.sub(output, 1, 200)}`;
  if (ran.ok === true) return ran as unknown as TabRun;
  if (ran.reason === "javascript off") return new OpFailure(JAVASCRIPT_OFF);
  return new OpFailure(WHY_NOT[tostring(ran.reason)] ?? `Chrome could not run the page step: ${tostring(ran.reason)}`);
}

/** Chrome's page operation: one page tool run in a tab. */
export const chromePage = pageOperation("chrome_page", runInChromeTab);
