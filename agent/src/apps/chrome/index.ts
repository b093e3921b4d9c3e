import { defineApp } from "../app.ts";
import { CHROME } from "./browser.ts";
import { CHROME_COMMANDS } from "./commands/index.ts";
import { tabLines } from "./context.ts";
import { CHROME_RULES } from "./rules/index.ts";

/** Google Chrome: its tabs listed, switched to, opened and closed; its planner rules; its lines of the context. */
export const chrome = defineApp({
  name: CHROME.name,
  commands: CHROME_COMMANDS,
  rules: CHROME_RULES,
  context: tabLines,
});
