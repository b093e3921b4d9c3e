import type { Tab } from "../../../contract/index.ts";
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
import { IN_BROWSER } from "../../browser-tabs.ts";
import { CHROME } from "../browser.ts";
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
 * "open github": a new tab, even when one of that site is open (switching to it is "go to"/"switch to"). A name
 * that is no site but an open tab's ("open jira") asks whether that tab is meant.
 */
function openPage(phrase: string, site: boolean, tabs: Tab[], ctx: RuleContext): Outcome<ChromePlanned> {
  if (site || tabs.length === 0) return site ? openUrl(phrase, ctx) : clarify(`no app or site matches "${phrase}"`);
  return clarify(`"${phrase}" is no site I can open: switch to the open tab?`, tabs.map(tabChoice(switchTo)));
}

/**
 * "open chatgpt in a new tab", "go to hacker news", "switch to cursor", "open figma". "open" opens a new tab,
 * "go to"/"switch to" a tab already open before a new one; "open"/"switch to" mean an app before a site; "go to"
 * means a page. When an app and an open tab both fit, or "go to" names both an app and a site, it asks.
 */
function page(clause: string, ctx: RuleContext): Outcome<ChromePlanned> | undefined {
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
  if (verb === "open") return openPage(phrase, site, tabs, ctx);
  if (tabs.length) return oneTab(phrase, ctx, tabChoice(switchTo));
  if (site) return openUrl(phrase, ctx);
  return clarify(`no app, open tab or site matches "${phrase}"`);
}

/** Browsers other than Chrome: Chrome's tabs are the ones these commands read, switch to and open. */
const OTHER_BROWSERS = new Set([
  ...["Safari", "Safari Technology Preview", "Firefox", "Firefox Developer Edition", "Arc", "Brave Browser"],
  ...["Microsoft Edge", "Opera", "Vivaldi", "Orion", "Zen Browser", "Chromium", "DuckDuckGo"],
]);

/** The browser a clause names for its page ("... in safari"), else the one an earlier clause brought forward. */
function browserSaid(clause: string, ctx: RuleContext): { page: string; browser?: string; named?: boolean } {
  const said = IN_BROWSER.exec(clause);
  const app = said ? appFor(said[2]!, ctx) : undefined;
  const named = app && !isOutcome(app) ? app.app : undefined;
  if (named === CHROME.name) return { page: said![1]! };
  if (named && OTHER_BROWSERS.has(named)) return { page: said![1]!, browser: named, named: true };
  const earlier = ctx.previousApp && OTHER_BROWSERS.has(ctx.previousApp) ? ctx.previousApp : undefined;
  return { page: clause, ...(earlier ? { browser: earlier } : {}) };
}

/**
 * A page is opened or switched to in Chrome; one meant for another browser ("open safari and go to apple.com")
 * is asked about, offering Chrome instead: it never opens in Chrome unasked.
 */
const navigate: Match<ChromePlanned> = (clause, ctx) => {
  const said = browserSaid(clause, ctx);
  const outcome = page(said.page, ctx);
  if (!said.browser) return outcome;
  const opens =
    outcome?.kind === "plan" && outcome.commands.some((c) => c.type === "open_url" || c.type === "switch_tab");
  if (!opens) return said.named ? undefined : outcome;
  const where = `${said.page.replace(/^\S+(?: to)? /, "")} in ${CHROME.name}`;
  return clarify(`pages open in ${CHROME.name} here, not in ${said.browser}: open it in ${CHROME.name} instead?`, [
    { label: where, commands: outcome.commands },
  ]);
};

const NAVIGATE_VERBS = ["open", "go", "jump", "navigate", "visit", "switch", "pull", "load"];

export const NAVIGATE_RULES: Rule<ChromePlanned>[] = [{ precedence: "verb", verbs: NAVIGATE_VERBS, match: navigate }];
