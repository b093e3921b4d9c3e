export { clampInside, plainFrame, screenById } from "./rect";
export { moveToScreen } from "./move-to-screen";
