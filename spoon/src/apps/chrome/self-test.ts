import { broken, note, ok, type Finding, OpFailure, type SpoonContext } from "../../runtime";
import { CHROME_BUNDLE_ID } from "./chrome";
import { readChromeTabs } from "./tabs";

/** Chrome's line of the self-test: whether it answers the Spoon's scripts (the Automation permission). */
export async function chromeFinding(ctx: SpoonContext): Promise<Finding> {
  if (hs.application.applicationsForBundleID(CHROME_BUNDLE_ID).length === 0)
    return note("Chrome is not running: start it and run the self-test again to check Automation");
  try {
    const tabs = await readChromeTabs(ctx);
    return ok(`Chrome answers Automation: ${tabs.length} tabs`);
  } catch (error) {
    if (error instanceof OpFailure) return broken(`Chrome: ${error.message}`);
    throw error;
  }
}
