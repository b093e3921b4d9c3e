import { note, ok, type Finding, OpFailure, type SpoonContext } from "../../runtime";
import { PAGE_HTML_BUDGET } from "../page-contract";
import { ALLOW_SAFARI_JAVASCRIPT, runInSafariTab, SAFARI_JAVASCRIPT_OFF } from "./page";
import { SAFARI_NAME } from "./safari";

export const SAFARI_BUNDLE_ID = "com.apple.Safari";

/**
 * Safari's line of the self-test, while it runs: whether page steps run in its front tab (the page script asked
 * whether the page has an `html` element). Off (the person's choice, never the product's) is worth knowing.
 */
export async function safariFinding(ctx: SpoonContext): Promise<Finding> {
  if (hs.application.applicationsForBundleID(SAFARI_BUNDLE_ID).length === 0)
    return ok(`${SAFARI_NAME} is not running: its page steps are checked while it runs`); // nothing is wrong
  const probe = { tool: "probe", input: { selector: "html" }, budget: PAGE_HTML_BUDGET };
  const ran = await runInSafariTab(ctx, undefined, probe).catch((error: unknown) => {
    if (error instanceof OpFailure) return error;
    throw error;
  });
  if (!(ran instanceof OpFailure)) return ok(`${SAFARI_NAME}: page steps run (JavaScript from Apple Events is on)`);
  if (ran.message === SAFARI_JAVASCRIPT_OFF)
    return note(`${SAFARI_NAME}: page steps are off: turn on ${ALLOW_SAFARI_JAVASCRIPT}`);
  return note(`${SAFARI_NAME}: page steps not checked: ${ran.message}`);
}
