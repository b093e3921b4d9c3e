import { switchToTab, type TabIdentity } from "../desktop/chrome";
import { OpFailure, type Operation } from "./operation";
import { firstFailure, integer, text } from "./params";

/** A tab as the agent saw it in its snapshot: its stable id and the page it showed. */
export function parseTab(params: { [key: string]: unknown }): TabIdentity | OpFailure {
  const id = integer(params, "id");
  const url = text(params, "url");
  return firstFailure({ id, url }) ?? { id: id as number, url: url as string };
}

/** Activates a tab, raises its window and brings Chrome forward; never a tab that now shows another page. */
export const switchTab: Operation<TabIdentity> = {
  name: "switch_tab",
  parse: parseTab,
  run: async (tab) => {
    const outcome = await switchToTab(tab);
    if (outcome.ok) return outcome;
    if (outcome.reason === "changed")
      throw new OpFailure(`the tab now shows ${outcome.url} instead of ${tab.url}: not switching`);
    throw new OpFailure(`the tab showing ${tab.url} has been closed`);
  },
};
