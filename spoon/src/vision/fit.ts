// Plain TypeScript (Math only): compiled into the Spoon, which downscales before sending, and run by the
// agent through agent/src/contract, which checks and benchmarks what was sent.

/** What a model takes in one image: the long edge, and at most so many pixels or visual tokens. */
export interface ImageLimits {
  maxLongEdge: number;
  maxPixels?: number;
  /** Visual tokens as the newest models count them: ⌈w/28⌉·⌈h/28⌉. */
  maxTokens?: number;
}

/** Older models: long edge ≤ 1568 px and ≤ 1.15 megapixels. */
export const OLDER_MODEL_LIMITS: ImageLimits = { maxLongEdge: 1568, maxPixels: 1_150_000 };
/** The newest models: long edge ≤ 2576 px and ≤ 4,784 visual tokens. */
export const NEWEST_MODEL_LIMITS: ImageLimits = { maxLongEdge: 2576, maxTokens: 4784 };
/** What the Spoon sends unless told otherwise: about 1280 px wide, within every model's limits. */
export const DEFAULT_LONG_EDGE = 1280;

export const visualTokens = (w: number, h: number) => Math.ceil(w / 28) * Math.ceil(h / 28);

function fits(w: number, h: number, limits: ImageLimits): boolean {
  if (Math.max(w, h) > limits.maxLongEdge) return false;
  if (limits.maxPixels !== undefined && w * h > limits.maxPixels) return false;
  return limits.maxTokens === undefined || visualTokens(w, h) <= limits.maxTokens;
}

/**
 * The size to send a `w`×`h` capture at: the largest of the same aspect (never upscaled) within the
 * limits, in whole pixels.
 */
export function fitImage(w: number, h: number, limits: ImageLimits): { w: number; h: number } {
  let scale = Math.min(1, limits.maxLongEdge / Math.max(w, h));
  if (limits.maxPixels !== undefined) scale = Math.min(scale, Math.sqrt(limits.maxPixels / (w * h)));
  if (limits.maxTokens !== undefined) scale = Math.min(scale, Math.sqrt((limits.maxTokens * 784) / (w * h)));
  // The long side by the scale (a hair of slack for 1280/1281·1281), the short side from it: the aspect holds.
  const sized = (s: number) => {
    const [long, short] = w >= h ? [w, h] : [h, w];
    const longSide = Math.min(long, Math.max(1, Math.floor(long * s + 1e-9)));
    const shortSide = Math.min(short, Math.max(1, Math.round((short * longSide) / long)));
    return w >= h ? { w: longSide, h: shortSide } : { w: shortSide, h: longSide };
  };
  let size = sized(scale);
  // ⌈⌉ in the token count and the rounding can tip a size just over: step down until it fits.
  while (!fits(size.w, size.h, limits) && size.w > 1) {
    scale *= 0.995;
    size = sized(scale);
  }
  return size;
}
