import type { SimScreen } from "../desktop.ts";
import type { SimContext } from "./context.ts";
import type { SimScreenObject } from "./screen.ts";

type Point = { x: number; y: number };

const inside = (p: Point, s: SimScreen) =>
  p.x >= s.fullFrame.x &&
  p.x < s.fullFrame.x + s.fullFrame.w &&
  p.y >= s.fullFrame.y &&
  p.y < s.fullFrame.y + s.fullFrame.h;

/** The nearest point on a screen: macOS keeps the pointer on one (CGWarpMouseCursorPosition clamps it). */
function clamp(p: Point, screens: SimScreen[]): Point {
  let best: Point = p;
  let distance = Infinity;
  for (const s of screens) {
    const { x, y, w, h } = s.fullFrame;
    const q = { x: Math.min(Math.max(p.x, x), x + w - 1), y: Math.min(Math.max(p.y, y), y + h - 1) };
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < distance) [best, distance] = [q, d];
  }
  return best;
}

/** hs.mouse: the pointer in global points, starting in the middle of the primary screen. */
export function mouseModule(ctx: SimContext, objectFor: (screen: SimScreen) => SimScreenObject) {
  const { x, y, w, h } = ctx.desktop.primary.fullFrame;
  const content = ctx.desktop.content;
  content.pointer = { x: x + w / 2, y: y + h / 2 };
  return {
    absolutePosition: (point?: Point) => {
      if (point !== undefined) content.pointer = clamp({ x: Number(point.x), y: Number(point.y) }, ctx.desktop.screens);
      return { ...content.pointer };
    },
    getCurrentScreen: () => {
      const screen = ctx.desktop.screens.find((s) => inside(content.pointer, s));
      return screen ? objectFor(screen) : undefined;
    },
  };
}
