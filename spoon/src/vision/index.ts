export { captureArea, captureScreen } from "./capture";
export {
  DEFAULT_LONG_EDGE,
  fitImage,
  NEWEST_MODEL_LIMITS,
  OLDER_MODEL_LIMITS,
  visualTokens,
  type ImageLimits,
} from "./fit";
