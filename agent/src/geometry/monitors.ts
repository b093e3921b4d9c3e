import type { Rect } from "./rect.ts";

/** Monitor names: main = the primary screen; left/right = the nearest screen west/east of it. */
export const MONITORS = ["main", "left", "right"] as const;
export type Monitor = (typeof MONITORS)[number];

/** What geometry needs of a screen (the snapshot's screens have more). */
export interface ScreenLike {
  id: number;
  primary: boolean;
  fullFrame: Rect;
  frame: Rect;
}

const centerX = (screen: ScreenLike) => screen.fullFrame.x + screen.fullFrame.w / 2;

/** The screen each monitor name stands for on this desktop; left and right may be missing. */
export function namedScreens<S extends ScreenLike>(screens: S[]): { main: S; left?: S; right?: S } {
  const main = screens.find((s) => s.primary) ?? screens[0]!;
  const others = screens.filter((s) => s !== main);
  const west = others.filter((s) => centerX(s) < main.fullFrame.x).sort((a, b) => centerX(b) - centerX(a));
  const east = others
    .filter((s) => centerX(s) > main.fullFrame.x + main.fullFrame.w)
    .sort((a, b) => centerX(a) - centerX(b));
  return { main, left: west[0], right: east[0] };
}

/** The monitor names this desktop has. */
export function availableMonitors(screens: ScreenLike[]): Monitor[] {
  const named = namedScreens(screens);
  return MONITORS.filter((monitor) => named[monitor]);
}

/** The monitor name of a screen, if it has one. */
export function monitorOf(screenId: number, screens: ScreenLike[]): Monitor | undefined {
  const named = namedScreens(screens);
  return MONITORS.find((monitor) => named[monitor]?.id === screenId);
}

/** The primary screen. */
export function primaryScreen<S extends ScreenLike>(screens: S[]): S {
  return screens.find((s) => s.primary) ?? screens[0]!;
}
