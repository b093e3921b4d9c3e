import * as z from "zod";
import { commandType, defineCommand, done, failed, failedWith, modelText } from "../../../commands/index.ts";
import { plainLine } from "../../../util/index.ts";
import { SAFARI_SWITCH, SAFARI_TABS } from "../operations.ts";
import { namedTabs, refOf, tabLine } from "../tabs.ts";

export const TabWords = z
  .string()
  .trim()
  .min(1, "tab must not be empty")
  .max(200)
  .describe('Words of the tab\'s title or site, as the person said them ("github", "the reddit")');

export const safariSwitchTab = defineCommand({
  type: "safari_switch_tab",
  schema: z.strictObject({ type: commandType("safari_switch_tab"), tab: TabWords }),
  description: modelText(new URL("./safari-switch-tab.txt", import.meta.url)),
  tier: "write",
  touches: () => ({ apps: ["Safari"] }),
  async run(command, ctx) {
    const listed = await ctx.spoon.callApp(SAFARI_TABS, {});
    if (!listed.ok) return failedWith(listed.error);
    const found = namedTabs(command.tab, listed.value.tabs, ctx.before, true);
    if (!Array.isArray(found)) return found;
    const switched = await ctx.spoon.callApp(SAFARI_SWITCH, refOf(found[0]!));
    if (!switched.ok) return failedWith(switched.error);
    const [tab] = switched.value.switched;
    if (tab) return done(`switched to Safari tab ${tabLine(tab)}`, switched.value);
    return failed(`the Safari tab showing ${plainLine(found[0]!.url)} changed before it could be switched to`);
  },
});
