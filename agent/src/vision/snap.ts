import type { Frame } from "../contract/index.ts";

/** An accessibility element near a box vision found: its role, title and frame. */
export interface NearbyElement {
  role: string;
  title?: string;
  frame: Frame;
}

/** How much two frames agree: the area they share over the area they cover together (0 to 1). */
export function overlapRatio(a: Frame, b: Frame): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const shared = w * h;
  return shared / (a.w * a.h + b.w * b.h - shared);
}

/** Below this, the element is not the one vision meant (a container around it, a neighbour). */
export const SNAP_MINIMUM = 0.3;

/**
 * The accessibility element a vision box is most likely to mean: the one it overlaps most,
 * when they agree enough; its exact frame then replaces the model's approximate one.
 */
export function snapToElement<E extends NearbyElement>(box: Frame, elements: E[]): E | undefined {
  let best: E | undefined;
  let bestRatio = SNAP_MINIMUM;
  for (const element of elements) {
    const ratio = overlapRatio(box, element.frame);
    if (ratio >= bestRatio) [best, bestRatio] = [element, ratio];
  }
  return best;
}
