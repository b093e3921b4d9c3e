import type { Frame } from "../contract";

/** A plain copy of a geometry rect: hs.json cannot encode hs.geometry objects. */
export function plainFrame(rect: hs.geometry.Rect): Frame {
  return { x: rect.x, y: rect.y, w: rect.w, h: rect.h };
}

/** `frame` moved and shrunk as little as needed to lie inside `bounds`. */
export function clampInside(frame: Frame, bounds: Frame): Frame {
  const w = math.min(frame.w, bounds.w);
  const h = math.min(frame.h, bounds.h);
  return {
    x: math.max(bounds.x, math.min(frame.x, bounds.x + bounds.w - w)),
    y: math.max(bounds.y, math.min(frame.y, bounds.y + bounds.h - h)),
    w,
    h,
  };
}

/** The screen with this id, if it is still attached. */
export function screenById(id: number): hs.screen.Screen | undefined {
  return hs.screen.allScreens().find((screen) => screen.id() === id);
}
