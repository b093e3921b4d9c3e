import type { Tab } from "../../../contract/index.ts";
import { currentTab, describeTab, findTabs, matchTabs, NO_TAB_IN_FRONT } from "../../../desktop/index.ts";
import {
  asTyped,
  cannot,
  clarify,
  countNumber,
  numberList,
  ordinalNumber,
  plan,
  teachable,
  type Match,
  type Outcome,
  type Rule,
  type RuleContext,
} from "../../../planner/index.ts";
import type { ChromeCommand } from "../commands/index.ts";
import { closeTabs, switchTo, tabChoice } from "./tab-commands.ts";

const SWITCH_VERB = `(?:${[
  "(?:switch|go|jump|change|move)(?: over| back)? to ",
  "show |open |select |focus(?: on)? |bring up |pull up ",
].join("|")})`;
/** The words of SWITCH_VERB a clause after it may borrow. */
const SWITCH_VERBS = ["switch", "go", "jump", "move", "show", "open", "select", "focus", "bring", "pull"];
const SWITCH_NUMBER = new RegExp(String.raw`^${SWITCH_VERB}?(?:the )?tab (?:number |#)?(\w+)$`);
const SWITCH_NAMED = new RegExp(String.raw`^${SWITCH_VERB}(?:the |my )?(.+?) tab$`);
const SWITCH_ORDINAL = new RegExp(String.raw`^${SWITCH_VERB}?(?:the )?(\w+) tab$`);
/** "open chatgpt in a new tab" opens a page: it names no open tab. */
const NEW_TAB = /\bnew tab$/;
const SWITCH_NEXT = new RegExp(String.raw`^${SWITCH_VERB}?(?:the )?(next|previous|prev) tab$`);
/** "the second tab in the second window", "tab 2 of window 1": a tab by its place in one Chrome window. */
const IN_WINDOW = [
  String.raw`(?:the )?(?:(\w+) tab|tab (?:number |#)?(\w+)) (?:in|of|on) `,
  String.raw`(?:the )?(?:(\w+) (?:chrome )?window|(?:chrome )?window (?:number |#)?(\w+))`,
].join("");
const SWITCH_IN_WINDOW = new RegExp(`^${SWITCH_VERB}?${IN_WINDOW}$`);
const CLOSE_IN_WINDOW = new RegExp(`^close ${IN_WINDOW}$`);
const BARE_NAMED = /^(?:the |my )?(.+?) tab$/;
const CLOSE_ORDINAL = /^close (?:the )?(\w+) tab$/;
const CLOSE_CURRENT = new RegExp(
  [
    "^close (?:the |this |my )?(?:this|current|active|open|front) tab$",
    "^close (?:this )?tab$",
    "^close the (?:tab|one) i'm (?:on|in|looking at)$",
  ].join("|"),
);
const CLOSE_NUMBERS = /^close tabs? (?:number |numbers |#)?([\w ,&-]+)$/;
const CLOSE_ALL = /^close (?:all|every|each)(?: of)?(?: the| my)? (.+?) tabs?$/;
const CLOSE_PLURAL = /^close (?:the |my )?(.+?) tabs$/;
const CLOSE_ONE = /^close (?:the |my )?(.+?) (?:tab|one)$/;

function existing(indices: number[], ctx: RuleContext): Outcome<never> | undefined {
  const missing = indices.filter((i) => !ctx.snapshot.tabs.some((t) => t.index === i));
  if (missing.length === 0) return undefined;
  return cannot(`there is no tab ${missing.join(", ")}; open tabs are 1-${ctx.snapshot.tabs.length}`);
}

/** Chrome's tabs in their global order. */
export const inOrder = (ctx: RuleContext) => [...ctx.snapshot.tabs].sort((a, b) => a.index - b.index);

const closeOne = (tab: Tab) => closeTabs([tab]);
const isTab = (value: Tab | Outcome<never>): value is Tab => "index" in value;

/** The command on the tab a position found, or the question when there is none; undefined when none was said. */
const onTab = (found: Tab | Outcome<never> | undefined, command: (tab: Tab) => ChromeCommand) =>
  found && (isTab(found) ? plan([command(found)]) : found);

/** The tab "first", "third", "2nd" or "last" (a form's first group) names in Chrome's global order. */
function ordinalTab(match: RegExpExecArray | null, ctx: RuleContext): Tab | Outcome<never> | undefined {
  const word = match?.[1];
  if (word === undefined) return undefined;
  const position = word === "last" ? ctx.snapshot.tabs.length : ordinalNumber(word);
  if (position === undefined) return undefined;
  const tab = inOrder(ctx)[position - 1];
  return tab ?? cannot(`there is no ${word} tab; ${ctx.snapshot.tabs.length} tabs are open`);
}

/** "switch to tab 4", "the second tab", "switch to the chatgpt tab": one tab, or a question when several match. */
const switchTab: Match<ChromeCommand> = (clause, ctx) => {
  if (NEW_TAB.test(clause)) return undefined;
  const byPosition = onTab(ordinalTab(SWITCH_ORDINAL.exec(clause), ctx), switchTo);
  if (byPosition) return byPosition;
  const placed = onTab(tabInWindow(SWITCH_IN_WINDOW.exec(clause), ctx), switchTo);
  if (placed) return placed;
  const next = SWITCH_NEXT.exec(clause);
  if (next) return besideCurrent(next[1] === "next" ? 1 : -1, ctx);
  const number = SWITCH_NUMBER.exec(clause);
  const indices = number ? numberList(number[1]!) : undefined;
  if (indices?.length === 1) return existing(indices, ctx) ?? plan([{ type: "switch_tab", tab_index: indices[0]! }]);
  const named = SWITCH_NAMED.exec(clause);
  if (!named) return undefined;
  return oneTab(named[1]!, ctx, tabChoice(switchTo));
};

/** The tab an IN_WINDOW match names; undefined when there is no match or its words are no positions. */
function tabInWindow(match: RegExpExecArray | null, ctx: RuleContext): Tab | Outcome<never> | undefined {
  if (!match) return undefined;
  const position = (word: string | undefined) =>
    word === undefined ? undefined : word === "last" ? -1 : (ordinalNumber(word) ?? countNumber(word));
  const at = position(match[1] ?? match[2]);
  const window = position(match[3] ?? match[4]);
  if (at === undefined || window === undefined) return undefined;
  const windows = [...new Set(inOrder(ctx).map((tab) => tab.windowIndex))];
  const windowIndex = window === -1 ? windows.at(-1) : window;
  const row = inOrder(ctx).filter((tab) => tab.windowIndex === windowIndex);
  if (row.length === 0) return cannot(`Chrome has no window ${window}; it has ${windows.length}`);
  const tab = at === -1 ? row.at(-1) : row[at - 1];
  return tab ?? cannot(`window ${windowIndex} has ${row.length} tabs`);
}

/** The tab after (or before) the current one in the front window, wrapping around as Chrome's Ctrl-Tab does. */
function besideCurrent(step: 1 | -1, ctx: RuleContext): Outcome<ChromeCommand> {
  const current = currentTab(ctx.snapshot);
  if (!current) return cannot(NO_TAB_IN_FRONT);
  const row = inOrder(ctx).filter((tab) => tab.windowIndex === current.windowIndex);
  const tab = row[(row.indexOf(current) + step + row.length) % row.length]!;
  return plan([switchTo(tab)]);
}

/** "the gmail tab", said with no verb: switch to it. Tried after every rule with a verb. */
const bareTab: Match<ChromeCommand> = (clause, ctx) => {
  const named = NEW_TAB.test(clause) ? null : BARE_NAMED.exec(clause);
  return named ? oneTab(named[1]!, ctx, tabChoice(switchTo)) : undefined;
};

/** Tabs a phrase names, or the tabs each of its names does ("youtube and reddit"). */
function tabsNamed(phrase: string, ctx: RuleContext): { tabs: Tab[]; mixed: boolean } {
  const whole = findTabs(phrase, ctx.snapshot);
  const names = phrase.split(/\s*(?:,|\band\b|\bor\b|&)\s*/).filter(Boolean);
  if (whole.tabs.length || names.length < 2) return whole;
  const each = names.map((name) => findTabs(name, ctx.snapshot));
  if (each.some((found) => found.tabs.length === 0)) return { tabs: [], mixed: false };
  const tabs = inOrder(ctx).filter((tab) => each.some((found) => found.tabs.includes(tab)));
  return { tabs, mixed: each.some((found) => found.mixed) };
}

/** "close youtube": the tab a name means when no app has it; several tabs are a question offering each and all. */
export function closeTabsNamed(phrase: string, ctx: RuleContext): Outcome<ChromeCommand> | undefined {
  const { tabs } = findTabs(phrase, ctx.snapshot);
  if (tabs.length === 0) return undefined;
  if (tabs.length === 1) return plan([closeTabs(tabs)]);
  return clarify(`${tabs.length} tabs match "${phrase}": which to close?`, [
    ...tabs.map(tabChoice(closeOne)),
    { label: `all ${tabs.length} of them`, commands: [closeTabs(tabs)] },
  ]);
}

const UNNAMED_TAB = "which tab? Name its site or title, or pick one";

/** The single tab a phrase names, or a question listing the candidates. */
export function oneTab(
  phrase: string,
  ctx: RuleContext,
  toCandidate: (tab: Tab) => { label: string; commands: ChromeCommand[] },
): Outcome<ChromeCommand> {
  const tabs = matchTabs(phrase, ctx.snapshot);
  if (tabs.length === 1) return plan(toCandidate(tabs[0]!).commands);
  // The answer teaches the person's word for the site of the tab they pick, when that site is the pick's alone:
  // a word for a site that other candidates share would match them all again.
  const said = asTyped(phrase, ctx);
  const offered = tabs.length ? tabs : ctx.snapshot.tabs;
  const singles = (tab: Tab) => offered.filter((other) => other.domain === tab.domain).length === 1;
  const teaching = (tab: Tab) =>
    teachable(said) && singles(tab)
      ? { ...toCandidate(tab), alias: { phrase: said, site: tab.domain } }
      : toCandidate(tab);
  // "the", "that one": no name of the person's to quote back, only the question.
  const unnamed = teachable(said) ? `no open tab matches "${phrase}": which one do you mean?` : UNNAMED_TAB;
  if (tabs.length === 0) return clarify(unnamed, offered.map(teaching));
  return clarify(`${tabs.length} tabs match "${phrase}": which one?`, offered.map(teaching));
}

/** "close this tab", "close tabs 1, 4 and 6", "close all reddit tabs", "close the youtube tab". */
const closeTab: Match<ChromeCommand> = (clause, ctx) => {
  const placed = onTab(tabInWindow(CLOSE_IN_WINDOW.exec(clause), ctx), closeOne);
  if (placed) return placed;
  const byPosition = onTab(ordinalTab(CLOSE_ORDINAL.exec(clause), ctx), closeOne);
  if (byPosition) return byPosition;
  if (CLOSE_CURRENT.test(clause)) return onTab(currentTab(ctx.snapshot), closeOne) ?? cannot(NO_TAB_IN_FRONT);
  const numbers = CLOSE_NUMBERS.exec(clause);
  const indices = numbers ? numberList(numbers[1]!) : undefined;
  if (indices) return existing(indices, ctx) ?? plan([{ type: "close_tab", tab_indices: indices }]);
  const all = CLOSE_ALL.exec(clause) ?? CLOSE_PLURAL.exec(clause);
  if (all) {
    const { tabs, mixed } = tabsNamed(all[1]!, ctx);
    if (tabs.length === 0) return clarify(`no open tab matches "${all[1]}"`);
    if (mixed)
      return clarify(`"${all[1]}" matches some tabs by site and others by title: ${tabs.map(describeTab).join("; ")}`);
    return plan([closeTabs(tabs)]);
  }
  const one = CLOSE_ONE.exec(clause);
  return one ? oneTab(one[1]!, ctx, tabChoice(closeOne)) : undefined;
};

/** A tab named with no verb is tried after every rule with one. */
export const TAB_RULES: Rule<ChromeCommand>[] = [
  { precedence: "tab", verbs: SWITCH_VERBS, match: switchTab },
  { precedence: "tab", verbs: ["close"], match: closeTab },
  { precedence: "name", verbs: [], match: bareTab },
];
