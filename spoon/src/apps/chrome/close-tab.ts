import { list, type Operation, OpFailure } from "../../runtime";
import type { TabIdentity } from "../../contract";
import { closeTabs } from "./chrome";
import { parseTab } from "./switch-tab";

/**
 * Closes tabs by identity, re-checked right before acting: a tab is closed only while it shows the
 * page the agent saw; the others are reported. Runs from the highest index to the lowest.
 */
export const closeTab: Operation<"close_tab"> = {
  name: "close_tab",
  parse: (params) => {
    const tabs = list(params, "tabs", parseTab);
    return tabs instanceof OpFailure ? tabs : { tabs: tabs as TabIdentity[] };
  },
  run: ({ tabs }, ctx) => closeTabs(ctx, tabs),
};
