import { pattern, plan, type Match, type Rule } from "../../../planner/index.ts";
import type { ChromeCommand } from "../commands/index.ts";

const LIST_TABS = pattern(
  String.raw`^(?:(?:list|show|see)(?: me)?(?: all)?(?: of)?(?: the| my)?(?: open)?`,
  String.raw`(?: chrome| browser)? tabs|(?:what|which) tabs (?:are|do i have) open)$`,
);

/** "list tabs", "which tabs are open": the open tabs, listed. */
const listTabs: Match<ChromeCommand> = (clause) => (LIST_TABS.test(clause) ? plan([{ type: "list_tabs" }]) : undefined);

export const LIST_TAB_RULES: Rule<ChromeCommand>[] = [
  { precedence: "sentence", verbs: ["list", "show", "see"], match: listTabs },
];
