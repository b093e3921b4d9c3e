import { matchTabs } from "../../../desktop/index.ts";
import {
  appFor,
  clarify,
  isOutcome,
  plan,
  QUIT,
  quitApp,
  WINDOW_OF,
  type Candidate,
  type Match,
  type Outcome,
  type Rule,
} from "../../../planner/index.ts";
import type { Tab } from "../../../contract/index.ts";
import type { ChromeCommand } from "../commands/index.ts";
import { closeTabs, switchTo, tabChoice, type ChromePlanned } from "./tab-commands.ts";
import { closeTabsNamed } from "./tabs.ts";

/**
 * "close youtube": a name that is no app, with the verb that quits apps, closes the tabs it names. A name of a
 * running app that open tabs also have ("close slack" with a slack.com tab) asks which. An app, a window of one,
 * or a name no tab has is left to the rule that quits apps, which also asks about it.
 */
const closeNamed: Match<ChromePlanned> = (clause, ctx) => {
  const named = clause.startsWith("close ") ? QUIT.exec(clause)?.[1] : undefined;
  if (named === undefined || /\btabs?$/.test(named) || WINDOW_OF.test(named)) return undefined;
  const app = appFor(named, ctx);
  if (app === undefined) return closeTabsNamed(named, ctx);
  const tabs = !isOutcome(app) && app.running ? matchTabs(named, ctx.snapshot) : [];
  return isOutcome(app) || tabs.length === 0 ? undefined : appOrTabs(named, app.app, tabs);
};

/** A destructive verb on a name that is a running app and open tabs: which is asked, never guessed. */
function appOrTabs(named: string, app: string, tabs: Tab[]): Outcome<ChromePlanned> {
  const closing = tabs.length === 1 ? "its tab" : `its ${tabs.length} tabs`;
  const candidates: Candidate<ChromePlanned>[] = [
    { label: `quit ${app}`, commands: [quitApp(app)] },
    ...tabs.map(tabChoice((tab) => closeTabs([tab]))),
    ...(tabs.length > 1 ? [{ label: `all ${tabs.length} tabs`, commands: [closeTabs(tabs)] }] : []),
  ];
  return clarify(`"${named}" is the app ${app} and ${closing}: quit the app, or close a tab?`, candidates);
}

/** "hacker news", said alone, that is no app: the one tab of that site comes forward (as launchers do). */
const tabAlone: Match<ChromeCommand> = (clause, ctx) => {
  const tabs = matchTabs(clause, ctx.snapshot);
  return tabs.length === 1 ? plan([switchTo(tabs[0]!)]) : undefined;
};

/** Both come after the rules for apps of the same precedence, which take a name that is an app. */
export const TAB_NAME_RULES: Rule<ChromePlanned>[] = [
  { precedence: "tab", verbs: ["close"], match: closeNamed },
  { precedence: "name", verbs: [], match: tabAlone },
];
