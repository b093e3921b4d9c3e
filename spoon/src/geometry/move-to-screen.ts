import type { Frame } from "../contract";
import { clampInside } from "./rect";

/**
 * Where a window lands when moved from one screen's usable frame to another's, keeping its size and
 * its relative position, clamped inside (shrunk only when it is larger than the target).
 */
export function moveToScreen(window: Frame, from: Frame, to: Frame): Frame {
  const x = to.x + math.floor(((window.x - from.x) * to.w) / from.w);
  const y = to.y + math.floor(((window.y - from.y) * to.h) / from.h);
  return clampInside({ x, y, w: window.w, h: window.h }, to);
}
