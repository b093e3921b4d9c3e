import * as z from "zod";
import type { Tab } from "../../contract/index.ts";
import { resolveTab } from "../resolve.ts";
import type { Operation } from "../types.ts";

const Closed = z.object({
  closed: z.array(z.object({ id: z.number(), url: z.string(), title: z.string() })),
  skipped: z.array(
    z.object({ id: z.number(), url: z.string(), reason: z.enum(["gone", "changed"]), now: z.string().optional() }),
  ),
});

function targets(indices: number[], tabs: Tab[]): Tab[] {
  return indices.map((index) => tabs.find((tab) => tab.index === index)!);
}

export const closeTab: Operation<"close_tab"> = {
  type: "close_tab",
  check: (command, before) => {
    for (const index of command.tab_indices) {
      const tab = resolveTab(index, before);
      if (!tab.ok) return `tab_indices: ${tab.error}`;
    }
    return undefined;
  },
  approval: (commands, before, config) => {
    const indices = [...new Set(commands.flatMap((command) => command.tab_indices))].sort((a, b) => a - b);
    if (indices.length <= config.approval.closeTabsWithoutAsking) return undefined;
    const titles = targets(indices, before.tabs).map((tab) => `${tab.index}. ${tab.title} (${tab.domain})`);
    return { title: `Close ${titles.length} tabs?`, detail: titles.join("\n") };
  },
  /** Later steps of the plan must not aim at a tab an earlier step closes. */
  expect: (command, before) => ({
    ...before,
    tabs: before.tabs.filter((tab) => !command.tab_indices.includes(tab.index)),
  }),
  /** The tabs go by identity (id and URL from the snapshot), so tabs opened or closed since cannot shift the aim. */
  async run(command, ctx) {
    const tabs = targets(command.tab_indices, ctx.before.tabs).map((tab) => ({ id: tab.id, url: tab.url }));
    const outcome = Closed.parse(await ctx.spoon.call("close_tab", { tabs }));
    const closed = `closed ${outcome.closed.length} tab${outcome.closed.length === 1 ? "" : "s"}${outcome.closed.length ? `: ${outcome.closed.map((t) => t.title).join("; ")}` : ""}`;
    if (outcome.skipped.length === 0) return { message: closed, result: outcome };
    const kept = outcome.skipped.map((t) =>
      t.reason === "gone" ? `${t.url} (already closed)` : `${t.url} (now shows ${t.now})`,
    );
    throw Object.assign(
      new Error(`${closed}; left alone because they changed since the plan was made: ${kept.join("; ")}`),
      { result: outcome },
    );
  },
};
