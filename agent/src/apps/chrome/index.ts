import type { AppOperationsAgree } from "../../contract/index.ts";
import { pageOperation } from "../../page/index.ts";
import { defineApp } from "../app.ts";
import { CHROME_SECONDS, type ChromeOps } from "../../../../spoon/src/apps/chrome/contract.ts";
import { CHROME } from "./browser.ts";
import { CHROME_COMMANDS } from "./commands/index.ts";
import { tabLines } from "./context.ts";
import { CHROME_RULES } from "./rules/index.ts";

const CHROME_PAGE = pageOperation("chrome_page", CHROME_SECONDS.chrome_page);
export const chromeOperationsAgree: AppOperationsAgree<{ chrome_page: typeof CHROME_PAGE }, ChromeOps> = true;

/** Google Chrome: its tabs listed, switched to, opened and closed; its planner rules; its lines of the context. */
export const chrome = defineApp({
  name: CHROME.name,
  commands: CHROME_COMMANDS,
  rules: CHROME_RULES,
  context: tabLines,
  page: CHROME_PAGE,
});
