export { offlinePlanner, type Joining, type PlannedEnvelope } from "./offline.ts";
export {
  appFor,
  asTyped,
  isOutcome,
  PRECEDENCE,
  teachable,
  type Match,
  type Rule,
  type RuleContext,
} from "./context.ts";
export { cannot, clarify, plan, type Candidate, type Outcome, type PlannedCommand, type Unable } from "./outcome.ts";
export { pattern } from "./pattern.ts";
export { countNumber, numberList, ordinalNumber } from "./numbers.ts";
export { focusOn, quitApp } from "./rules/commands.ts";
export { QUIT, WINDOW_OF } from "./rules/apps.ts";
export { DESKTOP_RULES } from "./rules/desktop-rules.ts";
