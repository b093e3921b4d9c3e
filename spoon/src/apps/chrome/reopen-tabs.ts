import { firstFailure, integer, list, type Operation, OpFailure, text } from "../../runtime";
import type { TabToReopen } from "../../contract";
import { reopenTabs } from "./chrome";

function parseTabToReopen(params: { [key: string]: unknown }): TabToReopen | OpFailure {
  const windowIndex = integer(params, "windowIndex");
  const position = integer(params, "position");
  const url = text(params, "url");
  const failure = firstFailure({ windowIndex, position, url });
  if (failure !== undefined) return failure;
  if ((windowIndex as number) < 0 || (position as number) < 1)
    return new OpFailure("windowIndex must be 0 or more and position 1 or more");
  // Web pages only: never a script (javascript:, data:), a file, or Chrome's own pages (chrome://quit).
  const [scheme] = string.match(string.lower(url as string), "^(https?)://");
  if (scheme === undefined) return new OpFailure(`url must start with http:// or https://, not ${url as string}`);
  return { windowIndex: windowIndex as number, position: position as number, url: url as string };
}

/** Opens closed tabs again where they were (undo), in the order given; answers the new tabs' ids. */
export const reopenTabsOp: Operation<"reopen_tabs"> = {
  name: "reopen_tabs",
  parse: (params) => {
    const tabs = list(params, "tabs", parseTabToReopen);
    if (tabs instanceof OpFailure) return tabs;
    return tabs.length === 0 ? new OpFailure("tabs must name at least one tab") : { tabs };
  },
  run: ({ tabs }, ctx) => reopenTabs(ctx, tabs),
};
