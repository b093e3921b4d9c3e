import { Tab } from "../../contract/snapshot.ts";
import * as z from "zod";
import type { Operation } from "../types.ts";

const Tabs = z.object({ tabs: z.array(Tab) });

export const listTabs: Operation<"list_tabs"> = {
  type: "list_tabs",
  async run(_command, ctx) {
    const { tabs } = Tabs.parse(await ctx.spoon.call("list_tabs"));
    const lines = tabs.map((tab) => `${tab.index}. ${tab.title} (${tab.domain})${tab.active ? " *" : ""}`);
    return {
      message: tabs.length ? `${tabs.length} tabs:\n${lines.join("\n")}` : "no Chrome tabs are open",
      result: { tabs },
    };
  },
};
