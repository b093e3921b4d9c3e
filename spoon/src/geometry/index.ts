export {
  globalToImage,
  imageToGlobal,
  locate,
  normalizedToScreenshot,
  screenshotToLogical,
  type Located,
  type Point,
  type ScreenArea,
} from "./capture";
export { moveToScreen } from "./move-to-screen";
export { clampInside, plainFrame, screenById } from "./rect";
