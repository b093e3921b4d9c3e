import { closeTabs, type TabIdentity } from "../desktop/chrome";
import { type Operation } from "./operation";
import { list } from "./params";
import { parseTab } from "./switch-tab";

/**
 * Closes tabs by identity, re-checked right before acting: a tab is closed only while it shows the
 * page the agent saw; the others are reported. Runs from the highest index to the lowest.
 */
export const closeTab: Operation<TabIdentity[]> = {
  name: "close_tab",
  parse: (params) => list(params, "tabs", parseTab),
  run: (tabs) => closeTabs(tabs),
};
