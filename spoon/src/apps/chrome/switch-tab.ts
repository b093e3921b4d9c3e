import { firstFailure, type Operation, OpFailure, text } from "../../runtime";
import type { TabIdentity } from "../../contract";
import { switchToTab } from "./chrome";

/** A tab as the agent saw it in its snapshot: its stable id and the page it showed. */
export function parseTab(params: { [key: string]: unknown }): TabIdentity | OpFailure {
  const id = text(params, "id");
  const url = text(params, "url");
  return firstFailure({ id, url }) ?? { id: id as string, url: url as string };
}

/** Activates a tab, raises its window and brings Chrome forward; never a tab that now shows another page. */
export const switchTab: Operation<"switch_tab"> = {
  name: "switch_tab",
  parse: parseTab,
  run: async (tab, ctx) => {
    const outcome = await switchToTab(ctx, tab);
    if (outcome.ok) return { id: outcome.id, url: outcome.url, title: outcome.title, index: outcome.index };
    if (outcome.reason === "changed")
      throw new OpFailure(`the tab now shows ${outcome.url} instead of ${tab.url}: not switching`);
    throw new OpFailure(`the tab showing ${tab.url} has been closed`);
  },
};
