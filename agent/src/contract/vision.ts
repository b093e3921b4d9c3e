/** How big a screenshot may be sent to a model: the Spoon's own rules, which the agent checks and measures by. */
export * from "../../../spoon/src/vision/fit.ts";
export type { Screenshot } from "../../../spoon/src/contract/index.ts";
