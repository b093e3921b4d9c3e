import { broken, note, ok, type Finding, OpFailure, type SpoonContext } from "../../runtime";
import { PAGE_HTML_BUDGET } from "../page-contract";
import { CHROME_BUNDLE_ID } from "./chrome";
import { ALLOW_JAVASCRIPT, JAVASCRIPT_OFF, runInChromeTab } from "./page";
import { readChromeTabs } from "./tabs";
import type { TabInfo } from "../../contract";

type Probed = { ran: number; off: TabInfo[]; other?: string };

/** The page script asked, in each window's active tab, whether its page has an `html` element. */
async function probeWindows(ctx: SpoonContext, tabs: TabInfo[]): Promise<Probed> {
  const probe = { tool: "probe", input: { selector: "html" }, budget: PAGE_HTML_BUDGET };
  const probed: Probed = { ran: 0, off: [] };
  for (const tab of tabs.filter((each) => each.active)) {
    const ran = await runInChromeTab(ctx, tab.id, probe).catch((error: unknown) => {
      if (error instanceof OpFailure) return error;
      throw error;
    });
    if (!(ran instanceof OpFailure)) probed.ran += 1;
    else if (ran.message === JAVASCRIPT_OFF) probed.off.push(tab);
    else if (probed.other === undefined) probed.other = ran.message;
  }
  return probed;
}

/**
 * Whether page steps run in Chrome, window by window: Allow JavaScript from Apple Events is a setting of each
 * Chrome profile, and a window's tabs are its profile's. Off (the person's choice, never the product's) is worth
 * knowing, not broken; the windows whose profile has it off are named, as the sdef has no term for a profile.
 */
export async function pageSteps(ctx: SpoonContext, tabs: TabInfo[]): Promise<{ on: boolean; text: string }> {
  const { ran, off, other } = await probeWindows(ctx, tabs);
  if (off.length === 0)
    return ran > 0
      ? { on: true, text: "page steps run (JavaScript from Apple Events is on)" }
      : { on: true, text: `page steps not checked: ${other ?? "Chrome has no window open"}` };
  if (ran === 0 && other === undefined) return { on: false, text: `page steps are off: turn on ${ALLOW_JAVASCRIPT}` };
  const windows = off.map((tab) => `window ${tab.windowIndex} ("${tab.title}")`).join(", ");
  return {
    on: false,
    text:
      `page steps are off in ${windows}: the Chrome profile of ${off.length === 1 ? "that window" : "those windows"} ` +
      `has JavaScript from Apple Events off (a setting of each profile): turn on ${ALLOW_JAVASCRIPT} in it`,
  };
}

/** Chrome's line of the self-test: whether it answers the Spoon's scripts (Automation), and runs page steps. */
export async function chromeFinding(ctx: SpoonContext): Promise<Finding> {
  if (hs.application.applicationsForBundleID(CHROME_BUNDLE_ID).length === 0)
    return note("Chrome is not running: start it and run the self-test again to check Automation");
  try {
    const tabs = await readChromeTabs(ctx);
    const page = await pageSteps(ctx, tabs);
    const line = `Chrome answers Automation: ${tabs.length} tabs; ${page.text}`;
    return page.on ? ok(line) : note(line);
  } catch (error) {
    if (error instanceof OpFailure) return broken(`Chrome: ${error.message}`);
    throw error;
  }
}
