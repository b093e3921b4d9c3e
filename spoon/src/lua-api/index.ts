export { claudeApi, type ClaudeApi } from "./claude-api";
export type { LuaApiDeps } from "./deps";
export type { ExecuteResult } from "./replies";
