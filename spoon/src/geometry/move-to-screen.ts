import type { Frame } from "../desktop/types";

/**
 * Where a window lands when moved from one screen's usable frame to another's, keeping its size and
 * its relative position, clamped inside (shrunk only when it is larger than the target).
 */
export function moveToScreen(window: Frame, from: Frame, to: Frame): Frame {
  const w = math.min(window.w, to.w);
  const h = math.min(window.h, to.h);
  const x = to.x + math.floor(((window.x - from.x) * to.w) / from.w);
  const y = to.y + math.floor(((window.y - from.y) * to.h) / from.h);
  return {
    x: math.max(to.x, math.min(x, to.x + to.w - w)),
    y: math.max(to.y, math.min(y, to.y + to.h - h)),
    w,
    h,
  };
}
