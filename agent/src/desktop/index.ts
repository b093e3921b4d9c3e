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
export { bare, currentTab, describeTab, findTabs, matchTabs, resolveTab } from "./tabs.ts";
export { resolveMonitor, screenForApp } from "./screens.ts";
export { contextText } from "./context-text.ts";
export { describeChanges } from "./changes.ts";
