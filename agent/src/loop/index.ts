export { performAction } from "./action.ts";
export { ComputerAction } from "./computer-action.ts";
export { computerToolFor } from "./computer-tool.ts";
export { imageCount, keepLastImages } from "./history.ts";
export { KEPT_SCREENSHOTS, runLoop, type LoopOptions, type LoopResult, type LoopStep } from "./loop.ts";
