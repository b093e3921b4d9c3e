import { SimObject } from "../bridge.ts";
import type { Frame } from "../../../agent/src/contract/snapshot.ts";
import type { SimWindow } from "../desktop.ts";
import type { SimContext } from "./context.ts";
import { SimRect } from "./geometry.ts";
import type { SimScreenObject } from "./screen.ts";
import type { SimScreen } from "../desktop.ts";

/** How long un-minimizing animates out of the Dock; a minimized window ignores setFrame meanwhile. */
const UNMINIMIZE_MS = 300;

/** hs.window object: frame in global points; `screen()` is the screen with the largest overlap. */
export class SimWindowObject extends SimObject {
  readonly __simType = "hs.window";

  readonly #ctx: SimContext;
  readonly #win: SimWindow;
  readonly #screenObject: (screen: SimScreen) => SimScreenObject;
  readonly #appObject: (name: string) => SimObject | undefined;

  constructor(
    ctx: SimContext,
    win: SimWindow,
    screenObject: (screen: SimScreen) => SimScreenObject,
    appObject: (name: string) => SimObject | undefined,
  ) {
    super();
    [this.#ctx, this.#win, this.#screenObject, this.#appObject] = [ctx, win, screenObject, appObject];
  }

  id(): number {
    return this.#win.id;
  }

  title(): string {
    return this.#win.title;
  }

  /** While an animation runs this is its target, as in Hammerspoon. */
  frame(): SimRect {
    return new SimRect(this.#win.animation?.to ?? this.#win.frame);
  }

  /**
   * Floors the rect and keeps the app's minimum size; with a duration > 0 (default hs.window.animationDuration)
   * returns at once and
   * the window arrives when the animation ends on the simulator's clock.
   */
  setFrame(rect: Partial<Frame>, duration?: number): this {
    if (this.#win.minimized) return this;
    const min = this.#win.minSize ?? { w: 0, h: 0 };
    const target = {
      x: Math.floor(rect.x ?? 0),
      y: Math.floor(rect.y ?? 0),
      w: Math.max(min.w, Math.floor(rect.w ?? 0)),
      h: Math.max(min.h, Math.floor(rect.h ?? 0)),
    };
    this.#win.animation?.cancel();
    this.#win.animation = undefined;
    const seconds = duration ?? this.#ctx.settings.animationDuration;
    if (!(seconds > 0)) {
      this.#win.frame = target;
      return this;
    }
    const handle = this.#ctx.clock.setTimeout(() => {
      this.#win.frame = target;
      this.#win.animation = undefined;
    }, seconds * 1000);
    this.#win.animation = { to: target, cancel: () => this.#ctx.clock.clearTimeout(handle) };
    return this;
  }

  screen(): SimScreenObject {
    return this.#screenObject(this.#ctx.desktop.screenFor(this.#win.frame));
  }

  application(): SimObject | undefined {
    return this.#appObject(this.#win.app);
  }

  isMinimized(): boolean {
    return this.#win.minimized;
  }

  isStandard(): boolean {
    return this.#win.standard;
  }

  /** The window comes back from the Dock with an animation; until it has, it is still minimized. */
  unminimize(): this {
    if (!this.#win.minimized) return this;
    this.#ctx.clock.setTimeout(() => (this.#win.minimized = false), UNMINIMIZE_MS);
    return this;
  }

  /**
   * Sets AXMinimized (libwindow.m's `win.minimized = YES`): the window is in the Dock as far as
   * isMinimized() tells at once; the animation into the Dock is not modeled.
   */
  minimize(): this {
    this.#win.minimized = true;
    if (this.#ctx.desktop.focusedWindowId === this.#win.id) this.#ctx.desktop.focusedWindowId = undefined;
    return this;
  }

  /** Raises the window and brings its app to the front. */
  focus(): this {
    this.#ctx.screen.hammerspoonActive = false;
    this.#ctx.desktop.activate(this.#win.app, this.#win.id);
    return this;
  }

  isVisible(): boolean {
    const app = this.#ctx.desktop.running.find((a) => a.name === this.#win.app);
    return !this.#win.minimized && app !== undefined && !app.hidden;
  }
}

export function windowModule(ctx: SimContext, windowObject: (win: SimWindow) => SimWindowObject) {
  const running = (win: SimWindow) => ctx.desktop.isRunning(win.app);
  const trusted = () => ctx.settings.accessibility;
  return {
    get animationDuration(): number {
      return ctx.settings.animationDuration;
    },
    set animationDuration(seconds: number) {
      ctx.settings.animationDuration = seconds;
    },
    allWindows: () => (trusted() ? ctx.desktop.windows.filter(running).map(windowObject) : []),
    focusedWindow: () => {
      if (!trusted()) return undefined;
      const win = ctx.desktop.windows.find(
        (w) => w.id === ctx.desktop.focusedWindowId && w.app === ctx.desktop.frontmost,
      );
      return win ? windowObject(win) : undefined;
    },
  };
}
