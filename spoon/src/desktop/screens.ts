import type { Frame, ScreenInfo } from "./types";

/** A plain copy of a geometry rect: hs.json cannot encode hs.geometry objects. */
export function plainFrame(rect: hs.geometry.Rect): Frame {
  return { x: rect.x, y: rect.y, w: rect.w, h: rect.h };
}

/** Every screen, primary first, in Hammerspoon's global coordinates (points). */
export function readScreens(): ScreenInfo[] {
  const primaryId = hs.screen.primaryScreen().id();
  return hs.screen.allScreens().map((screen) => ({
    id: screen.id(),
    name: screen.name() ?? `Display ${screen.id()}`,
    primary: screen.id() === primaryId,
    scale: screen.currentMode().scale,
    fullFrame: plainFrame(screen.fullFrame()),
    frame: plainFrame(screen.frame()),
  }));
}

/** The screen with this id, if it is still attached. */
export function screenById(id: number): hs.screen.Screen | undefined {
  return hs.screen.allScreens().find((screen) => screen.id() === id);
}
