import { asTyped, clarify, pattern, plan, type Match, type Outcome, type Rule } from "../../planner/index.ts";
import { normalizeUrl, siteFor } from "../../web/index.ts";
import { IN_BROWSER } from "../browser-tabs.ts";
import type { SafariCommand } from "./commands/index.ts";

// Safari's tabs are not in the snapshot: a rule names the tab by the person's words and the command finds it when it
// runs, changing nothing (and listing the candidates) when none or several match where one is meant.

const LIST = pattern(
  String.raw`^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: open)? safari tabs`,
  String.raw`|(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: open)? tabs(?: open)?`,
  String.raw`|(?:what|which|how many) tabs (?:are|do i have)(?: open)?)\??$`,
);
const OPEN =
  /^(?:open|load|go to|navigate to|browse to|visit|pull up)\s+(.+?)(?:\s+in\s+(?:a\s+)?new(?:\s+safari)?\s+tab)?$/;
/** After "open safari and": only going to an address, since "open slack" there means the app. */
const GO_TO = /^(?:go to|navigate to|browse to|visit)\s+(.+)$/;
const SWITCH =
  /^(?:(?:switch|go|jump|change|move)(?: over| back)? to |show |select |focus(?: on)? )(?:the |my )?(.+?) tab$/;
const CLOSE_ALL = /^close (?:all|every|each)(?: of)?(?: the| my)? (.+?) tabs?$/;
const CLOSE_PLURAL = /^close (?:the |my )?(.+?) tabs$/;
const CLOSE_ONE = /^close (?:the |my )?(.+?) (?:tab|one)$/;
const URL_LIKE = /^(?:https?:\/\/)?[^\s/]+\.[^\s]+$/;

/** The clause without its "in safari" (or "on safari"); undefined when it names no browser or another. */
function inSafari(clause: string): string | undefined {
  const said =
    /^(.+?) in (?:a )?new (safari) (?:tab|window)$/.exec(clause) ??
    IN_BROWSER.exec(clause) ??
    /^(.+?) on (?:the )?(safari)(?: browser)?$/.exec(clause);
  return said && said[2] === "safari" ? said[1] : undefined;
}

/** A page to open: a known site or an address, never another app's name. */
function openPage(phrase: string, ctx: Parameters<Match<SafariCommand>>[1]): Outcome<SafariCommand> | undefined {
  if (!siteFor(phrase) && !URL_LIKE.test(phrase)) return undefined;
  const url = normalizeUrl(siteFor(phrase) ? phrase : asTyped(phrase, ctx));
  return url.ok ? plan([{ type: "safari_open_url", url: url.url }], "Safari") : clarify(url.error);
}

/** "how many tabs are open in safari", "list safari tabs". */
const list: Match<SafariCommand> = (clause) => {
  const inside = inSafari(clause.replace(/\?$/, "")) ?? clause;
  return LIST.test(inside) && (inside !== clause || /\bsafari\b/.test(clause))
    ? plan([{ type: "safari_list_tabs" }])
    : undefined;
};

/** "switch to the github tab in safari", "close all reddit tabs in safari", "close the reddit tab in safari". */
const tabs: Match<SafariCommand> = (clause) => {
  const inside = inSafari(clause);
  if (inside === undefined) return undefined;
  const switched = SWITCH.exec(inside);
  if (switched) return plan([{ type: "safari_switch_tab", tab: switched[1]! }], "Safari");
  const all = CLOSE_ALL.exec(inside) ?? CLOSE_PLURAL.exec(inside);
  if (all) return plan([{ type: "safari_close_tab", tab: all[1]!, all: true }]);
  const one = CLOSE_ONE.exec(inside);
  return one ? plan([{ type: "safari_close_tab", tab: one[1]!, all: false }]) : undefined;
};

/** "open apple.com in safari", "go to apple.com in safari"; "open safari and go to apple.com". */
const open: Match<SafariCommand> = (clause, ctx) => {
  const inside = inSafari(clause);
  if (inside !== undefined) {
    const page = OPEN.exec(inside)?.[1];
    return page === undefined
      ? undefined
      : (openPage(page, ctx) ?? clarify(`no site matches "${page}" to open in Safari`));
  }
  const page = ctx.previousApp === "Safari" ? GO_TO.exec(clause)?.[1] : undefined;
  return page === undefined ? undefined : openPage(page, ctx);
};

/** Safari's offline rules: its tabs listed, switched to and closed, pages opened in it, with no model call. */
export const SAFARI_RULES: Rule<SafariCommand>[] = [
  { precedence: "sentence", verbs: ["list", "show", "see", "what", "which", "how"], match: list },
  {
    precedence: "sentence",
    verbs: ["switch", "go", "jump", "change", "move", "select", "focus", "close"],
    match: tabs,
  },
  { precedence: "sentence", verbs: ["open", "load", "go", "navigate", "browse", "visit", "pull"], match: open },
];
