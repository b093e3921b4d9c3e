export { performAction } from "./action.ts";
export { ComputerAction } from "./computer-action.ts";
export { actionOf, computerToolFor } from "./computer-tool.ts";
export { imageCount, keepLastImages } from "./history.ts";
export { runLoop, type LoopOptions, type LoopResult } from "./loop.ts";
export { KEPT_SCREENSHOTS } from "./steps.ts";
export type { LoopStep } from "./batch.ts";
