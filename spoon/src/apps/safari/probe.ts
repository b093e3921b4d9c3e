import { ok } from "../../runtime";
import { counted, type AppProbe } from "../probe";
import { readSafariTabs, SAFARI_NAME } from "./safari";
import { SAFARI_BUNDLE_ID, safariFinding } from "./self-test";

/** Safari's part of the first-contact report: its tabs, and whether page steps run in the front one. */
export const safariProbes: AppProbe[] = [
  {
    app: SAFARI_NAME,
    bundleID: SAFARI_BUNDLE_ID,
    what: "tabs",
    read: async (ctx) => ok(counted((await readSafariTabs(ctx)).tabs.length, "tab")),
  },
  { app: SAFARI_NAME, bundleID: SAFARI_BUNDLE_ID, what: "page steps", read: safariFinding },
];
