import * as z from "zod";
import {
  commandType,
  defineCommand,
  done,
  failed,
  failedWith,
  modelText,
  type CommandContext,
  type StepOutcome,
} from "../../../commands/index.ts";
import { describeTab, resolveTab } from "../../../desktop/index.ts";
import type { HsClaudeError } from "../../../errors/index.ts";
import { plainLine } from "../../../util/index.ts";
import { browserOf, readsChrome, TabIndex, touchesChrome } from "../browser.ts";

/**
 * A switch that failed: when the planned tab is gone (the person closed it since the plan), said with the tabs open
 * now, for picking again by what is there; any other failure as it is.
 */
async function withTabsNow(error: HsClaudeError, id: string, ctx: CommandContext): Promise<StepOutcome> {
  const now = await ctx.read().catch(() => undefined);
  if (!now || now.tabs.some((tab) => tab.id === id)) return failedWith(error);
  const open = now.tabs.length ? now.tabs.map(describeTab).join("; ") : "none";
  return failed(`${error.message}; the tabs open now: ${open}`, undefined, error.errorType);
}

export const switchTab = defineCommand({
  type: "switch_tab",
  schema: z.strictObject({ type: commandType("switch_tab"), tab_index: TabIndex }),
  description: modelText(new URL("./switch-tab.txt", import.meta.url)),
  effect: { tier: "write", idempotent: true },
  check: (command, desktop) => {
    const tab = resolveTab(command.tab_index, desktop);
    return tab.ok ? undefined : `tab_index: ${tab.error}`;
  },
  /** The tab goes by identity (id and URL from the snapshot): tabs opened or closed since cannot shift the aim. */
  acts: (_command, desktop) => [{ act: "front", app: browserOf(desktop) }],
  touches: touchesChrome,
  reads: readsChrome,
  async run(command, ctx) {
    const tab = resolveTab(command.tab_index, ctx.before);
    if (!tab.ok) return failed(tab.error, undefined, "validation");
    const switched = await ctx.spoon.call("switch_tab", { id: tab.value.id, url: tab.value.url });
    if (!switched.ok) return withTabsNow(switched.error, tab.value.id, ctx);
    return done(`switched to tab ${switched.value.index}: ${plainLine(switched.value.title)}`, switched.value);
  },
});
