import { noParams, type Operation } from "../../runtime";
import { readChromeTabs } from "./tabs";

/** Chrome's tabs in global order (1-based across windows, front to back). */
export const listTabs: Operation<"list_tabs"> = {
  name: "list_tabs",
  parse: noParams,
  run: async (_params, ctx) => ({ tabs: await readChromeTabs(ctx) }),
};
