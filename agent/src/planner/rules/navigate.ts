import { normalizeUrl } from "../../web/url.ts";
import { siteFor } from "../../web/sites.ts";
import { appFor, isOutcome, type Rule, type RuleContext } from "../context.ts";
import { clarify, plan, type Outcome } from "../outcome.ts";
import { describeTab, matchTabs } from "../tabs.ts";
import { oneTab } from "./tabs.ts";

const NEW_TAB = /^(?:open|load)\s+(.+?)\s+in\s+(?:a\s+)?new\s+(?:chrome\s+)?(?:tab|window)$|^(?:open\s+)?(?:a\s+)?new\s+tab\s+(?:for|with|to|on|at)\s+(.+)$/;
const VERB = /^(go to|jump to|navigate to|browse to|visit|switch(?: over)? to|open|pull up)\s+(?:the\s+|my\s+)?(.+)$/;
const URL_LIKE = /^[^\s]+\.[^\s]+$/;

function openUrl(phrase: string): Outcome {
  const url = normalizeUrl(phrase);
  return url.ok ? plan([{ type: "open_url", url: url.url }]) : clarify(url.error);
}

function switchOrAsk(phrase: string, ctx: RuleContext): Outcome {
  return oneTab(phrase, ctx, (tab) => ({ label: describeTab(tab), commands: [{ type: "switch_tab", tab_index: tab.index }] }));
}

/**
 * "open chatgpt in a new tab", "go to hacker news", "switch to cursor", "open figma":
 * go to = a matching tab, else the site; switch to = an app, else a tab; open = an app, else a URL or site.
 */
export const navigateRule: Rule = (clause, ctx) => {
  const newTab = NEW_TAB.exec(clause);
  if (newTab) return openUrl(newTab[1] ?? newTab[2]!);
  const match = VERB.exec(clause);
  if (!match) return undefined;
  const [, verb, phrase] = match as unknown as [string, string, string];
  const app = appFor(phrase, ctx, (name) => [{ type: "focus_app", app_name: name }]);
  if (isOutcome(app) && !/^(?:go|jump|navigate|browse|visit)/.test(verb)) return app;
  const focus = app && !isOutcome(app) ? plan([{ type: "focus_app", app_name: app.app }], app.app) : undefined;
  const tabs = matchTabs(phrase, ctx.snapshot);
  const site = URL_LIKE.test(phrase) || siteFor(phrase) !== undefined;
  if (/^(?:go|jump|navigate|browse|visit|pull)/.test(verb)) {
    if (tabs.length) return switchOrAsk(phrase, ctx);
    if (site) return openUrl(phrase);
    return focus ?? clarify(`no tab, site or app matches "${phrase}"`);
  }
  if (verb.startsWith("switch")) return focus ?? (tabs.length ? switchOrAsk(phrase, ctx) : clarify(`no app or tab matches "${phrase}"`));
  return focus ?? (site ? openUrl(phrase) : clarify(`"${phrase}" is not an app on this Mac, a URL or a site I know`));
};
