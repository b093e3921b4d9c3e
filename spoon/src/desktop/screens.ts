import { plainFrame } from "../geometry";
import type { ScreenInfo } from "../contract";

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
