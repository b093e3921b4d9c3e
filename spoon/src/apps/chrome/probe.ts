import { note, ok } from "../../runtime";
import { counted, type AppProbe } from "../probe";
import { CHROME_BUNDLE_ID, CHROME_NAME } from "./chrome";
import { pageSteps } from "./self-test";
import { readChromeTabs } from "./tabs";

/** Chrome's part of the first-contact report: its tabs, and whether page steps run in the active one. */
export const chromeProbes: AppProbe[] = [
  {
    app: CHROME_NAME,
    bundleID: CHROME_BUNDLE_ID,
    what: "tabs",
    read: async (ctx) => ok(counted((await readChromeTabs(ctx)).length, "tab")),
  },
  {
    app: CHROME_NAME,
    bundleID: CHROME_BUNDLE_ID,
    what: "page steps",
    read: async (ctx) => {
      const steps = await pageSteps(ctx, await readChromeTabs(ctx));
      return steps.on ? ok(steps.text) : note(steps.text);
    },
  },
];
