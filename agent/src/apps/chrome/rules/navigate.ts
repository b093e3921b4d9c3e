import { describeTab, matchTabs } from "../../../desktop/index.ts";
import {
  appFor,
  asTyped,
  clarify,
  focusOn,
  isOutcome,
  pattern,
  plan,
  type Candidate,
  type Match,
  type Outcome,
  type Rule,
  type RuleContext,
} from "../../../planner/index.ts";
import { normalizeUrl, siteFor } from "../../../web/index.ts";
import { switchTo, tabChoice, type ChromePlanned } from "./tab-commands.ts";
import { oneTab } from "./tabs.ts";

const NEW_TAB = pattern(
  String.raw`^(?:open|load)\s+(.+?)\s+in\s+(?:a\s+)?new\s+(?:chrome\s+)?(?:tab|window)$|^(?:open\s+)?`,
  String.raw`(?:a\s+)?new\s+tab\s+(?:for|with|to|on|at)\s+(.+)$`,
);
const VERB = /^(go to|jump to|navigate to|browse to|visit|switch(?: over)? to|open|pull up)\s+(?:the\s+|my\s+)?(.+)$/;
const URL_LIKE = /^(?:https?:\/\/)?[^\s/]+\.[^\s]+$/;

function openUrl(phrase: string, ctx: RuleContext): Outcome<ChromePlanned> {
  const url = normalizeUrl(siteFor(phrase) ? phrase : asTyped(phrase, ctx));
  return url.ok ? plan([{ type: "open_url", url: url.url }]) : clarify(url.error);
}

/** An app and a page both fit: ask which, offering each. */
function appOrPage(app: string, phrase: string, ctx: RuleContext, page: ChromePlanned[][]): Outcome<ChromePlanned> {
  const focus: Candidate<ChromePlanned> = { label: `the ${app} app`, commands: [focusOn(app)] };
  const pages = page.map((commands) => ({
    label:
      commands[0]!.type === "switch_tab"
        ? describeTab(ctx.snapshot.tabs.find((t) => t.index === (commands[0] as { tab_index: number }).tab_index)!)
        : `a new tab for ${phrase}`,
    commands,
  }));
  return clarify(`"${phrase}" could be the ${app} app or ${pages.length === 1 ? "a page" : "pages"} in Chrome`, [
    focus,
    ...pages,
  ]);
}

/**
 * "open chatgpt in a new tab", "go to hacker news", "switch to cursor", "open figma". An open tab
 * wins over a new one; "open"/"switch to" mean an app before a site; "go to" means a page. When an
 * app and an open tab both fit, or "go to" names both an app and a site, it asks.
 */
const navigate: Match<ChromePlanned> = (clause, ctx) => {
  const newTab = NEW_TAB.exec(clause);
  if (newTab) return openUrl(newTab[1] ?? newTab[2]!, ctx);
  const match = VERB.exec(clause);
  if (!match) return undefined;
  const [, verb, phrase] = match as unknown as [string, string, string];
  const app = appFor(phrase, ctx, (name) => [focusOn(name)]);
  if (isOutcome(app)) return app;
  const tabs = matchTabs(phrase, ctx.snapshot);
  const site = siteFor(phrase) !== undefined || URL_LIKE.test(phrase);
  const goTo = /^(?:go|jump|navigate|browse|visit|pull)/.test(verb);
  if (app && (tabs.length || (goTo && site))) {
    const opened = openUrl(phrase, ctx);
    const pages = tabs.length ? tabs.map((t) => [switchTo(t)]) : opened.kind === "plan" ? [opened.commands] : [];
    return appOrPage(app.app, phrase, ctx, pages);
  }
  if (app) return plan([focusOn(app.app)], app.app);
  if (tabs.length) return oneTab(phrase, ctx, tabChoice(switchTo));
  if (site) return openUrl(phrase, ctx);
  return clarify(`no app, open tab or site matches "${phrase}"`);
};

const NAVIGATE_VERBS = ["open", "go", "jump", "navigate", "visit", "switch", "pull", "load"];

export const NAVIGATE_RULES: Rule<ChromePlanned>[] = [{ precedence: "verb", verbs: NAVIGATE_VERBS, match: navigate }];
