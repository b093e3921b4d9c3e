/** A rectangle in global points, as Hammerspoon gives frames: origin top-left, y down. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A window's bounds as commands give them: [left, top, right, bottom]. */
export type Bounds = [number, number, number, number];

/** The edges of a rect as bounds. */
export function boundsOf(rect: Rect): Bounds {
  return [rect.x, rect.y, rect.x + rect.w, rect.y + rect.h];
}

/** Hammerspoon's frame from bounds: {x=l, y=t, w=r−l, h=b−t}. */
export function rectOf([left, top, right, bottom]: Bounds): Rect {
  return { x: left, y: top, w: right - left, h: bottom - top };
}

export function area([left, top, right, bottom]: Bounds): number {
  return Math.max(0, right - left) * Math.max(0, bottom - top);
}

export function intersection(a: Bounds, b: Bounds): Bounds {
  return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
}

/** "[l, t, r, b]", as messages and the model's context show bounds. */
export function formatBounds(bounds: Bounds): string {
  return `[${bounds.join(", ")}]`;
}

export function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}
