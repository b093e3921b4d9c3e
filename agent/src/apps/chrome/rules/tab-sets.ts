import type { Tab } from "../../../contract/index.ts";
import { currentTab, describeTab, findTabs, NO_TAB_IN_FRONT } from "../../../desktop/index.ts";
import {
  cannot,
  clarify,
  countNumber,
  numberList,
  ordinalNumber,
  plan,
  type Match,
  type Outcome,
  type Rule,
  type RuleContext,
} from "../../../planner/index.ts";
import type { ChromeCommand } from "../commands/index.ts";
import { closeTabs } from "./tab-commands.ts";
import { inOrder } from "./tabs.ts";

const FIRST_OR_LAST = /^close (?:the )?(first|last) (\w+) tabs$/;
const POSITIONS = /^close (?:the )?(\w+(?:(?:, | and |, and )\w+)+) tabs$/;
const ALL = String.raw`^close (?:all|every|each)(?: of)?(?: the| my)?(?: open)? tabs?`;
const EXCEPT = String.raw`(?:except|but|other than|besides|apart from|save)(?: for)?(?: not| keep| leave)?`;
const ALL_EXCEPT = new RegExp(`${ALL}(?: ${EXCEPT} (.+))?$`);
const ALL_OTHERS = /^close (?:all )?(?:the |my )?other tabs$/;
const CURRENT = /^(?:this|this tab|this one|the current(?: one| tab)?|the active(?: one| tab)?|the one i'm on)$/;

const closing = (tabs: Tab[]): Outcome<ChromeCommand> =>
  tabs.length ? plan([closeTabs(tabs)]) : clarify("that leaves no tab to close");

/** The tabs one phrase of an "except" list keeps: "gmail", "the reddit ones", "tab 3", "this one". */
function kept(phrase: string, ctx: RuleContext): Tab[] | Outcome<never> {
  if (CURRENT.test(phrase)) {
    const tab = currentTab(ctx.snapshot);
    return tab ? [tab] : cannot(NO_TAB_IN_FRONT);
  }
  const numbers = /^(?:tabs? )?([\w ,-]+)$/.exec(phrase);
  const indices = numbers ? numberList(numbers[1]!) : undefined;
  if (indices) return ctx.snapshot.tabs.filter((tab) => indices.includes(tab.index));
  const name = phrase.replace(/^(?:the|my) /, "").replace(/ (?:ones?|tabs?)$/, "");
  const { tabs, mixed } = findTabs(name, ctx.snapshot);
  if (tabs.length === 0) return clarify(`no open tab matches "${name}", so I cannot tell which tabs to keep`);
  if (mixed)
    return clarify(`"${name}" matches some tabs by site and others by title: ${tabs.map(describeTab).join("; ")}`);
  return tabs;
}

/** Every tab but the ones an "except" list names; a question when one of its names matches nothing. */
function allExcept(list: string, ctx: RuleContext): Outcome<ChromeCommand> {
  const keep = new Set<Tab>();
  for (const phrase of list.split(/\s*(?:,|\band\b|\bor\b|&)\s*/).filter(Boolean)) {
    const tabs = kept(phrase, ctx);
    if (!Array.isArray(tabs)) return tabs;
    tabs.forEach((tab) => keep.add(tab));
  }
  return closing(inOrder(ctx).filter((tab) => !keep.has(tab)));
}

/**
 * "close the first two tabs", "close the second and third tabs", "close the last 3 tabs", "close all
 * tabs", "close all tabs except gmail and youtube", "close all other tabs". Closing several tabs asks the
 * person first, as any bulk close does.
 */
const closeTabSet: Match<ChromeCommand> = (clause, ctx) => {
  const ends = FIRST_OR_LAST.exec(clause);
  const count = ends ? countNumber(ends[2]!) : undefined;
  if (ends && count !== undefined) {
    const tabs = inOrder(ctx);
    if (count > tabs.length) return cannot(`only ${tabs.length} tabs are open`);
    return closing(ends[1] === "first" ? tabs.slice(0, count) : tabs.slice(tabs.length - count));
  }
  const positions = POSITIONS.exec(clause)?.[1]!
    .split(/, and |, | and /)
    .map(ordinalNumber);
  if (positions?.every((at) => at !== undefined)) {
    const tabs = inOrder(ctx);
    const missing = positions.find((at) => at > tabs.length);
    if (missing) return cannot(`there is no tab at position ${missing}; ${tabs.length} tabs are open`);
    return closing(positions.map((at) => tabs[at - 1]!));
  }
  if (ALL_OTHERS.test(clause)) return allExcept("this one", ctx);
  const all = ALL_EXCEPT.exec(clause);
  if (!all) return undefined;
  if (ctx.snapshot.tabs.length === 0) return cannot("no Chrome tab is open");
  return all[1] === undefined ? closing(inOrder(ctx)) : allExcept(all[1], ctx);
};

export const TAB_SET_RULES: Rule<ChromeCommand>[] = [{ precedence: "tab", verbs: ["close"], match: closeTabSet }];
