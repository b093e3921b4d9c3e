import type { Command } from "../../commands/index.ts";
import type { Tab } from "../../contract/index.ts";
import { currentTab, describeTab, findTabs, matchTabs } from "../../desktop/index.ts";
import type { Rule, RuleContext } from "../context.ts";
import { clarify, plan, type Outcome } from "../outcome.ts";
import { numberList } from "../text.ts";

const SWITCH_NUMBER =
  /^(?:(?:switch|go|jump|change)(?: over)? to |show |open |select )?(?:the )?tab (?:number |#)?(\d+)$/;
const SWITCH_NAMED = /^(?:switch|go|jump|change)(?: over)? to (?:the |my )?(.+?) tab$/;
const SWITCH_ORDINAL = /^(?:(?:switch|go|jump|change)(?: over)? to )?(?:the )?(first|last) tab$/;
const CLOSE_ORDINAL = /^close (?:the )?(first|last) tab$/;
const CLOSE_CURRENT = /^close (?:the |this |my )?(?:this|current|active|open|front) tab$|^close this tab$/;
const CLOSE_NUMBERS = /^close tabs? (?:number |numbers |#)?([\d ,&-]+(?:(?: and | to | through )[\d ,]+)*)$/;
const CLOSE_ALL = /^close (?:all|every|each)(?: of)?(?: the| my)? (.+?) tabs?$/;
const CLOSE_PLURAL = /^close (?:the |my )?(.+?) tabs$/;
const CLOSE_ONE = /^close (?:the |my )?(.+?) tab$/;

const switchTo = (tab: Tab) => ({
  label: describeTab(tab),
  commands: [{ type: "switch_tab" as const, tab_index: tab.index }],
});

function existing(indices: number[], ctx: RuleContext): Outcome | undefined {
  const missing = indices.filter((i) => !ctx.snapshot.tabs.some((t) => t.index === i));
  if (missing.length === 0) return undefined;
  return clarify(`there is no tab ${missing.join(", ")}; open tabs are 1-${ctx.snapshot.tabs.length}`);
}

/** "switch to tab 4", "switch to the chatgpt tab": one tab, or a question when several match. */
/** The tab "first" or "last" names in Chrome's global order; none when no tab is open. */
function ordinalTab(word: string, ctx: RuleContext): Tab | undefined {
  const tabs = [...ctx.snapshot.tabs].sort((a, b) => a.index - b.index);
  return word === "first" ? tabs[0] : tabs.at(-1);
}

export const switchTabRule: Rule = (clause, ctx) => {
  const ordinal = SWITCH_ORDINAL.exec(clause);
  if (ordinal) {
    const tab = ordinalTab(ordinal[1]!, ctx);
    return tab ? plan([{ type: "switch_tab", tab_index: tab.index }]) : clarify("no Chrome tab is open");
  }
  const number = SWITCH_NUMBER.exec(clause);
  if (number) return existing([Number(number[1])], ctx) ?? plan([{ type: "switch_tab", tab_index: Number(number[1]) }]);
  const named = SWITCH_NAMED.exec(clause);
  if (!named) return undefined;
  return oneTab(named[1]!, ctx, switchTo);
};

/** The single tab a phrase names, or a question listing the candidates. */
export function oneTab(
  phrase: string,
  ctx: RuleContext,
  toCandidate: (tab: Tab) => { label: string; commands: Command[] },
): Outcome {
  const tabs = matchTabs(phrase, ctx.snapshot);
  if (tabs.length === 1) return plan(toCandidate(tabs[0]!).commands);
  if (tabs.length === 0) return clarify(`no open tab matches "${phrase}"`);
  return clarify(`${tabs.length} tabs match "${phrase}": which one?`, tabs.map(toCandidate));
}

/** "close this tab", "close tabs 1, 4 and 6", "close all reddit tabs", "close the youtube tab". */
export const closeTabRule: Rule = (clause, ctx) => {
  const ordinal = CLOSE_ORDINAL.exec(clause);
  if (ordinal) {
    const tab = ordinalTab(ordinal[1]!, ctx);
    return tab ? plan([{ type: "close_tab", tab_indices: [tab.index] }]) : clarify("no Chrome tab is open");
  }
  if (CLOSE_CURRENT.test(clause)) {
    const tab = currentTab(ctx.snapshot);
    return tab ? plan([{ type: "close_tab", tab_indices: [tab.index] }]) : clarify("no Chrome tab is in front");
  }
  const numbers = CLOSE_NUMBERS.exec(clause);
  const indices = numbers ? numberList(numbers[1]!) : undefined;
  if (indices) return existing(indices, ctx) ?? plan([{ type: "close_tab", tab_indices: indices }]);
  const all = CLOSE_ALL.exec(clause) ?? CLOSE_PLURAL.exec(clause);
  if (all) {
    const { tabs, mixed } = findTabs(all[1]!, ctx.snapshot);
    if (tabs.length === 0) return clarify(`no open tab matches "${all[1]}"`);
    if (mixed)
      return clarify(`"${all[1]}" matches some tabs by site and others by title: ${tabs.map(describeTab).join("; ")}`);
    return plan([{ type: "close_tab", tab_indices: tabs.map((t) => t.index) }]);
  }
  const one = CLOSE_ONE.exec(clause);
  if (!one) return undefined;
  return oneTab(one[1]!, ctx, (tab) => ({
    label: describeTab(tab),
    commands: [{ type: "close_tab", tab_indices: [tab.index] }],
  }));
};
