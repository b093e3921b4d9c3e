import * as z from "zod";
import { resolveTab } from "../resolve.ts";
import type { Operation } from "../types.ts";

const Switched = z.object({
  ok: z.literal(true),
  id: z.number(),
  url: z.string(),
  title: z.string(),
  index: z.number(),
});

export const switchTab: Operation<"switch_tab"> = {
  type: "switch_tab",
  check: (command, before) => {
    const tab = resolveTab(command.tab_index, before);
    return tab.ok ? undefined : `tab_index: ${tab.error}`;
  },
  async run(command, ctx) {
    const tab = resolveTab(command.tab_index, ctx.before);
    if (!tab.ok) throw new Error(tab.error);
    const switched = Switched.parse(await ctx.spoon.call("switch_tab", { id: tab.value.id, url: tab.value.url }));
    return { message: `switched to tab ${switched.index}: ${switched.title}`, result: switched };
  },
};
