import type { Canvas } from "@napi-rs/canvas";
import { createCanvas } from "../canvas.ts";
import { SimObject } from "../bridge.ts";
import type { SimScreen } from "../desktop.ts";
import type { SimContext } from "./context.ts";
import { SimRect } from "./geometry.ts";
import { SimImage } from "./image.ts";
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
    const whole = renderScreen(ctx.desktop, this.#screen, { windows: ctx.settings.screenRecording });
    return new SimImage(rect ? cropped(whole, rect, this.#screen.scale) : whole, () => mainScreen(ctx).scale);
  }

  currentMode() {
    const { w, h } = this.#screen.fullFrame;
    return { w, h, scale: this.#screen.scale, freq: 60, depth: 8, desc: `${w}x${h}@${this.#screen.scale}x 60Hz 8bpp` };
  }
}

/** `rect` (the screen's own points) of a whole-screen image, at the screen's pixels, as CGDisplayCreateImageForRect. */
function cropped(whole: Canvas, rect: { x: number; y: number; w: number; h: number }, scale: number): Canvas {
  const [x, y, w, h] = [rect.x, rect.y, rect.w, rect.h].map((n) => Math.round(Number(n) * scale)) as [
    number,
    number,
    number,
    number,
  ];
  const part = createCanvas(Math.max(1, w), Math.max(1, h));
  part.getContext("2d").drawImage(whole, x, y, w, h, 0, 0, w, h);
  return part;
}

/** The screen of the focused window (NSScreen.mainScreen), else the primary one. */
function mainScreen(ctx: SimContext): SimScreen {
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
