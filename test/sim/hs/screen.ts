import { SimObject } from "../bridge.ts";
import type { SimScreen } from "../desktop.ts";
import type { SimContext } from "./context.ts";
import { SimRect } from "./geometry.ts";
import { SimImage } from "./image.ts";

/** hs.screen object: frames in global points; `frame()` excludes the menu bar and Dock. */
export class SimScreenObject extends SimObject {
  readonly __simType = "hs.screen";

  readonly #screen: SimScreen;

  constructor(screen: SimScreen) {
    super();
    this.#screen = screen;
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

  /** The whole screen at its pixel size, as CGDisplayCreateImageForRect makes it. */
  snapshot(): SimImage {
    const { w, h } = this.#screen.fullFrame;
    return new SimImage({ w: w * this.#screen.scale, h: h * this.#screen.scale });
  }

  currentMode() {
    const { w, h } = this.#screen.fullFrame;
    return { w, h, scale: this.#screen.scale, freq: 60, depth: 8, desc: `${w}x${h}@${this.#screen.scale}x 60Hz 8bpp` };
  }
}

export function screenModule(ctx: SimContext, objectFor: (screen: SimScreen) => SimScreenObject) {
  return {
    allScreens: () => ctx.desktop.screens.map(objectFor),
    primaryScreen: () => objectFor(ctx.desktop.primary),
    mainScreen: () => {
      const focused = ctx.desktop.windows.find((w) => w.id === ctx.desktop.focusedWindowId);
      return objectFor(focused ? ctx.desktop.screenFor(focused.frame) : ctx.desktop.primary);
    },
  };
}
