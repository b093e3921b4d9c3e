import type { DesktopCommand } from "../../commands/index.ts";
import type { Rule } from "../context.ts";
import { APP_RULES } from "./apps.ts";
import { LIST_RULES } from "./lists.ts";
import { PLACE_RULES } from "./place.ts";
import { PRESET_RULES } from "./preset.ts";
import { SWAP_RULES } from "./swap.ts";
import { QUERY_RULES } from "./query.ts";
import { UNDO_RULES } from "./undo.ts";
import { WORKSPACE_RULES } from "./workspace.ts";

/**
 * The offline planner's rules for the desktop's own commands, a line per file; each says when it is tried
 * and the verbs it starts with. Each application brings its own (apps/); the registry (registry/) lists all.
 */
export const DESKTOP_RULES: readonly Rule<DesktopCommand>[] = [
  ...UNDO_RULES,
  ...WORKSPACE_RULES,
  ...LIST_RULES,
  ...PRESET_RULES,
  ...PLACE_RULES,
  ...SWAP_RULES,
  ...APP_RULES,
  ...QUERY_RULES,
];
