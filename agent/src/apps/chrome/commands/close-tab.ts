import * as z from "zod";
import { commandType, defineCommand, done, failed, failedWith, modelText } from "../../../commands/index.ts";
import type { OpResult, Tab } from "../../../contract/index.ts";
import { resolveTab } from "../../../desktop/index.ts";
import { plainLine } from "../../../util/index.ts";
import { readsChrome, TabIndex, touchesChrome } from "../browser.ts";

const TabIndices = z
  .array(TabIndex)
  .min(1, "tab_indices needs at least one index")
  .refine((list) => new Set(list).size === list.length, "tab_indices must not repeat an index")
  .describe("Global tab indices to close, e.g. [2, 5, 8]");

function targets(indices: number[], tabs: Tab[]): Tab[] {
  return indices.map((index) => tabs.find((tab) => tab.index === index)!);
}

const plural = (n: number) => `${n} tab${n === 1 ? "" : "s"}`;

type Skipped = OpResult<"close_tab">["skipped"];

/** Why each tab was not closed: it changed since the plan was made, or its page kept it open. */
function notClosed(skipped: Skipped): string {
  const changed = skipped.filter((t) => t.reason !== "still open");
  const open = skipped.filter((t) => t.reason === "still open");
  const reasons = [];
  if (changed.length) {
    const kept = changed.map((t) =>
      t.reason === "gone"
        ? `${plainLine(t.url)} (already closed)`
        : `${plainLine(t.url)} (now shows ${plainLine(String(t.now))})`,
    );
    reasons.push(`left alone because they changed since the plan was made: ${kept.join("; ")}`);
  }
  if (open.length) {
    const urls = open.map((t) => plainLine(t.url)).join("; ");
    reasons.push(`still open, the page asked to stay (answer it in Chrome): ${urls}`);
  }
  return reasons.join("; ");
}

export const closeTab = defineCommand({
  type: "close_tab",
  schema: z.strictObject({ type: commandType("close_tab"), tab_indices: TabIndices }),
  description: modelText(new URL("./close-tab.txt", import.meta.url)),
  effect: { tier: "destructive" },
  check: (command, desktop) => {
    for (const index of command.tab_indices) {
      const tab = resolveTab(index, desktop);
      if (!tab.ok) return `tab_indices: ${tab.error}`;
    }
    return undefined;
  },
  approval: (commands, desktop, config) => {
    const indices = [...new Set(commands.flatMap((command) => command.tab_indices))].sort((a, b) => a - b);
    if (indices.length <= config.approval.closeTabsWithoutAsking) return undefined;
    const titles = targets(indices, desktop.tabs).map(
      (tab) => `${tab.index}. ${plainLine(tab.title)} (${plainLine(tab.domain)})`,
    );
    return { title: `Close ${plural(titles.length)}?`, detail: titles.join("\n") };
  },
  /** Closing tabs and then others is one close of them all: one question for the lot. */
  join: (earlier, later) => ({
    ...earlier,
    tab_indices: [...new Set([...earlier.tab_indices, ...later.tab_indices])],
  }),
  /** Later steps of the plan must not aim at a tab this one closes. */
  expect: (command, desktop) => ({
    ...desktop,
    tabs: desktop.tabs.filter((tab) => !command.tab_indices.includes(tab.index)),
  }),
  /** The tabs it closed (by their ids, from a failed step too), in Chrome. */
  touches: (_command, result) => ({
    ...touchesChrome(),
    closedTabs: ((result as { closed?: { id?: unknown }[] } | undefined)?.closed ?? []).flatMap((tab) =>
      typeof tab.id === "string" ? [tab.id] : [],
    ),
  }),
  reads: readsChrome,
  acts: (command, desktop) => {
    const titles = targets(command.tab_indices, desktop.tabs).map((tab) => plainLine(tab.title));
    return [
      { act: "close", what: `${titles.length} Chrome tab${titles.length === 1 ? "" : "s"}: ${titles.join(", ")}` },
    ];
  },
  /** By identity (id and URL from the snapshot), so tabs opened or closed since cannot shift the aim. */
  async run(command, ctx) {
    const tabs = targets(command.tab_indices, ctx.before.tabs).map((tab) => ({ id: tab.id, url: tab.url }));
    const outcome = await ctx.spoon.call("close_tab", { tabs });
    if (!outcome.ok) return failedWith(outcome.error);
    const { closed, skipped } = outcome.value;
    const titles = closed.length ? `: ${closed.map((t) => plainLine(t.title)).join("; ")}` : "";
    const message = `closed ${plural(closed.length)}${titles}`;
    if (skipped.length === 0) return done(message, outcome.value);
    return failed(`${message}; ${notClosed(skipped)}`, outcome.value);
  },
});
