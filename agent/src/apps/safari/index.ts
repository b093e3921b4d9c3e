import { defineApp } from "../app.ts";
import { SAFARI_COMMANDS } from "./commands/index.ts";
import { SAFARI_PAGE } from "./operations.ts";
import { SAFARI_RULES } from "./rules.ts";

/** Safari: its tabs listed, switched to, opened and closed (undo reopens them); its planner rules; page steps. */
export const safari = defineApp({
  name: "Safari",
  commands: SAFARI_COMMANDS,
  rules: SAFARI_RULES,
  page: SAFARI_PAGE,
  ownTabIds: true,
});
