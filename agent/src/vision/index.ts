export { boxToGlobal, middleOf, parseBox, type BoxAnswer, type PixelBox } from "./box.ts";
export {
  createEyes,
  openEyes,
  type Eyes,
  type EyesOptions,
  type FoundOnScreen,
  type Seen,
  type VisionUsage,
} from "./eyes.ts";
export { overlapRatio, SNAP_MINIMUM, snapToElement, type NearbyElement } from "./snap.ts";
