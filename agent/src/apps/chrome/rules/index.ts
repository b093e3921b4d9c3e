import type { Rule } from "../../../planner/index.ts";
import { LIST_TAB_RULES } from "./list-tabs.ts";
import { NAVIGATE_RULES } from "./navigate.ts";
import { TAB_NAME_RULES } from "./tab-names.ts";
import { TAB_SET_RULES } from "./tab-sets.ts";
import { TAB_RULES } from "./tabs.ts";
import type { ChromePlanned } from "./tab-commands.ts";

/** Chrome's offline planner rules, a line per file; each says when it is tried and the verbs it starts with. */
export const CHROME_RULES: readonly Rule<ChromePlanned>[] = [
  ...LIST_TAB_RULES,
  ...TAB_SET_RULES,
  ...TAB_RULES,
  ...TAB_NAME_RULES,
  ...NAVIGATE_RULES,
];
