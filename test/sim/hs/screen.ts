import { SimObject } from "../bridge.ts";
import type { SimScreen } from "../desktop.ts";
import type { SimContext } from "./context.ts";
import { SimRect } from "./geometry.ts";
import { SimImage, type PixelArea } from "./image.ts";
import { renderScreen } from "../screen-image.ts";

/** hs.screen object: frames in global points; `frame()` excludes the menu bar and Dock. */
export class SimScreenObject extends SimObject {
  readonly __simType = "hs.screen";

  readonly #screen: SimScreen;
  readonly #ctx: SimContext;

  constructor(ctx: SimContext, screen: SimScreen) {
    super();
    [this.#ctx, this.#screen] = [ctx, screen];
  }

  id(): number {
    return this.#screen.id;
  }

  name(): string {
    return this.#screen.name;
  }

  frame(): SimRect {
    return new SimRect(this.#screen.frame);
  }

  fullFrame(): SimRect {
    return new SimRect(this.#screen.fullFrame);
  }

  /**
   * The whole screen at its pixel size, as CGDisplayCreateImageForRect makes it; without Screen Recording
   * macOS leaves out other apps' windows (the desktop picture only).
   */
  snapshot(rect?: { x: number; y: number; w: number; h: number }): SimImage {
    const ctx = this.#ctx;
    // hs.alert's boxes are windows of Hammerspoon's own: in the capture with or without Screen Recording.
    const now = ctx.clock.now();
    const alerts = ctx.screen.alerts.filter((alert) => alert.screenId === this.#screen.id && alert.until > now);
    const shown = { windows: ctx.settings.screenRecording, alerts: alerts.map((alert) => alert.text) };
    const whole = renderScreen(ctx.desktop, this.#screen, shown);
    const area = rect ? pixelsOf(rect, this.#screen.scale) : { x: 0, y: 0, w: whole.width, h: whole.height };
    return new SimImage(whole, area, () => mainScreen(ctx).scale);
  }

  currentMode() {
    const { w, h } = this.#screen.fullFrame;
    return { w, h, scale: this.#screen.scale, freq: 60, depth: 8, desc: `${w}x${h}@${this.#screen.scale}x 60Hz 8bpp` };
  }
}

/** `rect` (the screen's own points) at the screen's pixels, as CGDisplayCreateImageForRect crops it. */
function pixelsOf(rect: { x: number; y: number; w: number; h: number }, scale: number): PixelArea {
  const [x, y, w, h] = [rect.x, rect.y, rect.w, rect.h].map((n) => Math.round(Number(n) * scale)) as [
    number,
    number,
    number,
    number,
  ];
  return { x, y, w, h };
}

/** The screen of the focused window (NSScreen.mainScreen), else the primary one. */
export function mainScreen(ctx: SimContext): SimScreen {
  const focused = ctx.desktop.windows.find((w) => w.id === ctx.desktop.focusedWindowId);
  return focused ? ctx.desktop.screenFor(focused.frame) : ctx.desktop.primary;
}

export function screenModule(ctx: SimContext, objectFor: (screen: SimScreen) => SimScreenObject) {
  return {
    allScreens: () => ctx.desktop.screens.map(objectFor),
    primaryScreen: () => objectFor(ctx.desktop.primary),
    mainScreen: () => objectFor(mainScreen(ctx)),
  };
}
