import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText } from "../../../commands/index.ts";
import { SAFARI_TABS } from "../operations.ts";
import { tabLine } from "../tabs.ts";

export const safariListTabs = defineCommand({
  type: "safari_list_tabs",
  schema: z.strictObject({ type: commandType("safari_list_tabs") }),
  description: modelText(new URL("./safari-list-tabs.txt", import.meta.url)),
  tier: "read",
  async run(_command, ctx) {
    const listed = await ctx.spoon.callApp(SAFARI_TABS, {});
    if (!listed.ok) return failedWith(listed.error);
    const { running, tabs } = listed.value;
    if (!running) return done("Safari is not running: no Safari tabs are open", listed.value);
    if (tabs.length === 0) return done("no Safari tabs are open", listed.value);
    const lines = tabs.map((tab) => `${tabLine(tab)}${tab.current ? " *" : ""}`);
    return done(`${tabs.length} Safari tab${tabs.length === 1 ? "" : "s"}:\n${lines.join("\n")}`, listed.value);
  },
});
