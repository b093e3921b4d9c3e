import type { Rule } from "../context.ts";
import { APP_RULES } from "./apps.ts";
import { LIST_RULES } from "./lists.ts";
import { NAVIGATE_RULES } from "./navigate.ts";
import { PLACE_RULES } from "./place.ts";
import { PRESET_RULES } from "./preset.ts";
import { QUERY_RULES } from "./query.ts";
import { TAB_SET_RULES } from "./tab-sets.ts";
import { TAB_RULES } from "./tabs.ts";
import { UNDO_RULES } from "./undo.ts";

/** Every rule the offline planner knows, a line per file; each says when it is tried and the verbs it starts with. */
export const RULES: readonly Rule[] = [
  ...UNDO_RULES,
  ...LIST_RULES,
  ...PRESET_RULES,
  ...TAB_SET_RULES,
  ...TAB_RULES,
  ...PLACE_RULES,
  ...APP_RULES,
  ...NAVIGATE_RULES,
  ...QUERY_RULES,
];
