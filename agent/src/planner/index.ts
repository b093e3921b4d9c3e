export { offlinePlanner, planOffline, type PlannedEnvelope } from "./offline.ts";
export { planWithClaude, PLAN_MAX_TOKENS } from "./claude.ts";
export { PLAN_TOOL, PLAN_TOOL_NAME, SYSTEM_PROMPT } from "./claude-prompt.ts";
export type { Rule } from "./context.ts";
export { plan, type Candidate } from "./outcome.ts";
export { RULES } from "./rules/index.ts";
