export {
  ALIASES,
  aliasKey,
  matchApp,
  resolveApp,
  shortList,
  type AppMatch,
  type Found,
  type ResolvedApp,
} from "./apps.ts";
export { bare, currentTab, describeTab, findTabs, matchTabs, NO_TAB_IN_FRONT, resolveTab } from "./tabs.ts";
export { resolveMonitor, screenForApp } from "./screens.ts";
export { clip, contextText, type ContextLines } from "./context-text.ts";
export { describeChanges } from "./changes.ts";
