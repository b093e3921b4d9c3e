import { broken, note, ok, type Finding, OpFailure, type SpoonContext } from "../../runtime";
import { PAGE_HTML_BUDGET } from "../page-contract";
import { CHROME_BUNDLE_ID } from "./chrome";
import { ALLOW_JAVASCRIPT, JAVASCRIPT_OFF, runInChromeTab } from "./page";
import { readChromeTabs } from "./tabs";

/**
 * Whether page steps run in Chrome: the page script asked whether the active tab has a page. Off (the person's
 * choice, never the product's) is worth knowing, not broken.
 */
export async function pageSteps(ctx: SpoonContext): Promise<{ on: boolean; text: string }> {
  const probe = { tool: "probe", input: { selector: "html" }, budget: PAGE_HTML_BUDGET };
  const ran = await runInChromeTab(ctx, undefined, probe).catch((error: unknown) => {
    if (error instanceof OpFailure) return error;
    throw error;
  });
  if (!(ran instanceof OpFailure)) return { on: true, text: "page steps run (JavaScript from Apple Events is on)" };
  if (ran.message === JAVASCRIPT_OFF) return { on: false, text: `page steps are off: turn on ${ALLOW_JAVASCRIPT}` };
  return { on: true, text: `page steps not checked: ${ran.message}` };
}

/** Chrome's line of the self-test: whether it answers the Spoon's scripts (Automation), and runs page steps. */
export async function chromeFinding(ctx: SpoonContext): Promise<Finding> {
  if (hs.application.applicationsForBundleID(CHROME_BUNDLE_ID).length === 0)
    return note("Chrome is not running: start it and run the self-test again to check Automation");
  try {
    const tabs = await readChromeTabs(ctx);
    const page = await pageSteps(ctx);
    const line = `Chrome answers Automation: ${tabs.length} tabs; ${page.text}`;
    return page.on ? ok(line) : note(line);
  } catch (error) {
    if (error instanceof OpFailure) return broken(`Chrome: ${error.message}`);
    throw error;
  }
}
