/**
 * The coordinate path from a pixel of a sent screenshot to global points is the Spoon's own
 * (spoon/src/geometry/capture.ts, plain TypeScript): the agent runs the same code, so the two sides
 * cannot convert differently.
 */
export {
  globalToImage,
  imageToGlobal,
  locate,
  type Located,
  type Point,
  type ScreenArea,
} from "../../../spoon/src/geometry/capture.ts";
export type { Capture } from "../../../spoon/src/contract/index.ts";
