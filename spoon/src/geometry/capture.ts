// Plain TypeScript on purpose (Math, no Lua or hs names): compiled to Lua for the Spoon, and run as is
// by the agent through agent/src/contract, so both sides share one coordinate path.
import type { Capture, Frame } from "../contract/index.ts";

/** A point in global points (the primary screen's top-left is 0,0; other screens may be negative). */
export interface Point {
  x: number;
  y: number;
}

/** A screen a point may land on. */
export interface ScreenArea {
  id: number;
  fullFrame: Frame;
}

export type Located = { ok: true; point: Point; screenId: number } | { ok: false; error: string };

const inside = (p: Point, area: Frame) =>
  p.x >= area.x && p.x < area.x + area.w && p.y >= area.y && p.y < area.y + area.h;

/**
 * The whole point (local, along one axis) a pixel shows, `k` points per pixel: the one nearest the
 * pixel's centre among those inside its footprint [p·k, (p+1)·k); when the footprint holds none (a
 * full-size Retina pixel is half a point), the point the pixel lies in.
 */
function pointOfPixel(p: number, k: number): number {
  const low = Math.ceil(p * k);
  const high = Math.ceil((p + 1) * k) - 1;
  if (low > high) return Math.floor(p * k);
  return Math.min(Math.max(Math.floor((p + 0.5) * k + 0.5), low), high);
}

/**
 * The one path from a pixel of a sent image to global points: scaled by the screen's points per image
 * pixel as measured (full-size Retina 0.5, a downscaled capture more; a reported scale that disagrees
 * with the image is not trusted), plus the screen's origin. The point shows in that pixel again.
 */
export function imageToGlobal(capture: Capture, px: number, py: number): Point {
  const { fullFrame, image } = capture;
  return {
    x: fullFrame.x + pointOfPixel(px, fullFrame.w / image.w),
    y: fullFrame.y + pointOfPixel(py, fullFrame.h / image.h),
  };
}

/** The pixel of the image that shows a global point (the inverse, for drawing and for checks). */
export function globalToImage(capture: Capture, point: Point): Point {
  const { fullFrame, image } = capture;
  return {
    x: Math.floor(((point.x - fullFrame.x) * image.w) / fullFrame.w),
    y: Math.floor(((point.y - fullFrame.y) * image.h) / fullFrame.h),
  };
}

/**
 * Where a pixel the model named lands: refused when it is outside the image it was sent, or when the
 * point is on no screen (a screen unplugged since the capture).
 */
export function locate(capture: Capture, px: number, py: number, screens: ScreenArea[]): Located {
  const { w, h } = capture.image;
  if (!(px >= 0 && px < w && py >= 0 && py < h))
    return { ok: false, error: `pixel ${px},${py} is outside the ${w}×${h} image` };
  const point = imageToGlobal(capture, px, py);
  const screen = screens.find((s) => inside(point, s.fullFrame));
  if (screen === undefined) return { ok: false, error: `${point.x},${point.y} is on no screen` };
  return { ok: true, point, screenId: screen.id };
}

/** normalizedToScreenshot: a 0-1000 coordinate of a model that answers so → pixels of a `w`×`h` screenshot (floor). */
export function normalizedToScreenshot(nx: number, ny: number, w: number, h: number): Point {
  return { x: Math.floor((nx * w) / 1000), y: Math.floor((ny * h) / 1000) };
}

/** screenshotToLogical: pixels of a full-size screenshot → the screen's local points (floor). */
export function screenshotToLogical(sx: number, sy: number, scale: number): Point {
  return { x: Math.floor(sx / scale), y: Math.floor(sy / scale) };
}
