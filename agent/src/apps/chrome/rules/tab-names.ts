import { matchTabs } from "../../../desktop/index.ts";
import { appFor, plan, QUIT, WINDOW_OF, type Match, type Rule } from "../../../planner/index.ts";
import type { ChromeCommand } from "../commands/index.ts";
import { switchTo } from "./tab-commands.ts";
import { closeTabsNamed } from "./tabs.ts";

/**
 * "close youtube": a name that is no app, with the verb that quits apps, closes the tabs it names. An app, a
 * window of one, or a name no tab has is left to the rule that quits apps, which also asks about it.
 */
const closeNamed: Match<ChromeCommand> = (clause, ctx) => {
  const named = clause.startsWith("close ") ? QUIT.exec(clause)?.[1] : undefined;
  if (named === undefined || /\btabs?$/.test(named) || WINDOW_OF.test(named)) return undefined;
  return appFor(named, ctx) === undefined ? closeTabsNamed(named, ctx) : undefined;
};

/** "hacker news", said alone, that is no app: the one tab of that site comes forward (as launchers do). */
const tabAlone: Match<ChromeCommand> = (clause, ctx) => {
  const tabs = matchTabs(clause, ctx.snapshot);
  return tabs.length === 1 ? plan([switchTo(tabs[0]!)]) : undefined;
};

/** Both come after the rules for apps of the same precedence, which take a name that is an app. */
export const TAB_NAME_RULES: Rule<ChromeCommand>[] = [
  { precedence: "tab", verbs: ["close"], match: closeNamed },
  { precedence: "name", verbs: [], match: tabAlone },
];
