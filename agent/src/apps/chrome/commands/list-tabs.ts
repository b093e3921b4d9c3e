import * as z from "zod";
import { commandType, defineCommand, done, failedWith, modelText } from "../../../commands/index.ts";
import { plainLine } from "../../../util/index.ts";

export const listTabs = defineCommand({
  type: "list_tabs",
  schema: z.strictObject({ type: commandType("list_tabs") }),
  description: modelText(new URL("./list-tabs.txt", import.meta.url)),
  effect: { tier: "read" },
  async run(_command, ctx) {
    const listed = await ctx.spoon.call("list_tabs", {});
    if (!listed.ok) return failedWith(listed.error);
    const { tabs } = listed.value;
    // One line per tab, whatever its page put in its title.
    const lines = tabs.map(
      (tab) => `${tab.index}. ${plainLine(tab.title)} (${plainLine(tab.domain)})${tab.active ? " *" : ""}`,
    );
    return done(tabs.length ? `${tabs.length} tabs:\n${lines.join("\n")}` : "no Chrome tabs are open", { tabs });
  },
});
