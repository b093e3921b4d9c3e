import * as z from "zod";
import {
  commandType,
  defineCommand,
  done,
  failed,
  failedWith,
  modelText,
  unapproved,
} from "../../../commands/index.ts";
import { wayBackCall } from "../../../undo/index.ts";
import { plainLine } from "../../../util/index.ts";
import { SAFARI_CLOSE, SAFARI_REOPEN, SAFARI_TABS } from "../operations.ts";
import { namedTabs, refOf, tabLine } from "../tabs.ts";
import { TabWords } from "./switch-tab.ts";

const plural = (n: number) => `${n} Safari tab${n === 1 ? "" : "s"}`;

export const safariCloseTab = defineCommand({
  type: "safari_close_tab",
  schema: z.strictObject({
    type: commandType("safari_close_tab"),
    tab: TabWords,
    all: z.boolean().default(false).describe('Close every tab the words match ("close all reddit tabs"); else one'),
  }),
  description: modelText(new URL("./safari-close-tab.txt", import.meta.url)),
  effect: { tier: "destructive" },
  tier: "write",
  touches: () => ({ apps: ["Safari"] }),
  acts: (command) => [{ act: "close", what: `Safari tabs matching "${plainLine(command.tab)}"` }],
  /** The pages it closed open again, each at the end of its window (or in a new window when that one is gone). */
  wayBack(_command, result) {
    const closed = SAFARI_CLOSE.result.safeParse(result);
    if (!closed.success || closed.data.closed.length === 0) return [];
    const pages = plural(closed.data.closed.length);
    const tabs = closed.data.closed.map(refOf);
    return [wayBackCall(SAFARI_REOPEN, { tabs }, { what: `reopen the ${pages} closed`, did: `reopened ${pages}` })];
  },
  async run(command, ctx) {
    const listed = await ctx.spoon.callApp(SAFARI_TABS, {});
    if (!listed.ok) return failedWith(listed.error);
    const found = namedTabs(command.tab, listed.value.tabs, ctx.before, !command.all);
    if (!Array.isArray(found)) return found;
    // As Chrome's: closing more tabs than the settings allow without asking asks the person, listing each.
    if (found.length > ctx.config.approval.closeTabsWithoutAsking) {
      const question = { title: `Close ${plural(found.length)}?`, detail: found.map(tabLine).join("\n") };
      const answer = await ctx.approve(question);
      // In the words the plan's own question uses when it is refused (Chrome's tabs).
      if (!answer.approved)
        return unapproved(`not approved: ${question.title} (${answer.reason}); nothing was changed`, answer);
    }
    const outcome = await ctx.spoon.callApp(SAFARI_CLOSE, { tabs: found.map(refOf) });
    if (!outcome.ok) return failedWith(outcome.error);
    const { closed, missed } = outcome.value;
    const titles = closed.map((t) => plainLine(t.title)).join("; ");
    const message = `closed ${plural(closed.length)}${closed.length ? `: ${titles}` : ""}`;
    if (missed.length === 0) return done(message, outcome.value);
    const left = missed.map(
      (t) => `${plainLine(t.url)} (${t.reason === "gone" ? "already closed" : "now shown by several tabs"})`,
    );
    return failed(
      `${message}; left alone because they changed since they were read: ${left.join("; ")}`,
      outcome.value,
    );
  },
});
