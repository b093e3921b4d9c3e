import { SimObject } from "../bridge.ts";
import type { Frame } from "../../../agent/src/contract/snapshot.ts";
import type { SimDesktop, SimWindow } from "../desktop.ts";
import { APP_WINDOWS_MS, DEFAULT_MESSAGING_TIMEOUT_MS, RUNNING_APPLICATIONS_MS, UNLISTED_PROCESSES } from "../costs.ts";
import type { SimContext } from "./context.ts";
import { SimRect } from "./geometry.ts";
import type { SimScreenObject } from "./screen.ts";
import type { SimScreen } from "../desktop.ts";

/** How long un-minimizing animates out of the Dock; a minimized window ignores setFrame meanwhile. */
const UNMINIMIZE_MS = 300;

/**
 * Where macOS lets a window go: no larger than the usable frame of the screen it lies on when each size is set.
 * libwindow.m's setFrame sets size, position, then size again, and each size is capped on the screen the window
 * is on at that moment (the first on the screen where it was, the last on the screen its new position holds).
 */
function fittedByMacOS(desktop: SimDesktop, was: Frame, asked: Frame): Frame {
  const capped = (at: Frame) => {
    const { frame } = desktop.screenFor(at);
    return { w: Math.min(asked.w, frame.w), h: Math.min(asked.h, frame.h) };
  };
  const first = capped({ x: was.x, y: was.y, w: asked.w, h: asked.h });
  return { x: asked.x, y: asked.y, ...capped({ x: asked.x, y: asked.y, ...first }) };
}

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
   * Floors the rect, fits it as macOS does (fittedByMacOS) and keeps the app's minimum size; with a duration > 0
   * (default hs.window.animationDuration) returns at once and the window arrives when the animation ends on the
   * simulator's clock.
   */
  setFrame(rect: Partial<Frame>, duration?: number): this {
    if (this.#win.minimized) return this;
    const min = this.#win.minSize ?? { w: 0, h: 0 };
    const asked = {
      x: Math.floor(rect.x ?? 0),
      y: Math.floor(rect.y ?? 0),
      w: Math.floor(rect.w ?? 0),
      h: Math.floor(rect.h ?? 0),
    };
    const fitted = fittedByMacOS(this.#ctx.desktop, this.#win.animation?.to ?? this.#win.frame, asked);
    const target = { ...fitted, w: Math.max(min.w, fitted.w), h: Math.max(min.h, fitted.h) };
    this.#win.animation?.cancel();
    this.#win.animation = undefined;
    const seconds = duration ?? this.#ctx.settings.animationDuration;
    if (!(seconds > 0)) {
      this.#win.frame = target;
      this.#ctx.desktop.markChanged(this.#ctx.clock.now());
      return this;
    }
    const handle = this.#ctx.clock.setTimeout(() => {
      this.#win.frame = target;
      this.#win.animation = undefined;
      this.#ctx.desktop.markChanged(this.#ctx.clock.now());
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
    this.#ctx.clock.setTimeout(() => {
      this.#win.minimized = false;
      this.#ctx.desktop.markChanged(this.#ctx.clock.now());
    }, UNMINIMIZE_MS);
    return this;
  }

  /**
   * Sets AXMinimized (libwindow.m's `win.minimized = YES`): the window is in the Dock as far as
   * isMinimized() tells at once; the animation into the Dock is not modeled.
   */
  minimize(): this {
    this.#win.minimized = true;
    if (this.#ctx.desktop.focusedWindowId === this.#win.id) this.#ctx.desktop.focusedWindowId = undefined;
    this.#ctx.desktop.markChanged(this.#ctx.clock.now());
    return this;
  }

  /** Raises the window and brings its app to the front. */
  focus(): this {
    this.#ctx.screen.hammerspoonActive = false;
    this.#ctx.desktop.activate(this.#win.app, this.#win.id);
    this.#ctx.desktop.markChanged(this.#ctx.clock.now());
    return this;
  }

  isVisible(): boolean {
    const app = this.#ctx.desktop.running.find((a) => a.name === this.#win.app);
    return !this.#win.minimized && app !== undefined && !app.hidden;
  }
}

/**
 * window.lua's allWindows: every running app of kind ≥ 0 asked for its windows, one after the other (a real Mac
 * also asks its unlisted helper processes); an app that does not answer in time adds none.
 */
function allWindows(ctx: SimContext): SimWindow[] {
  const { costs, desktop } = ctx;
  costs.charge(RUNNING_APPLICATIONS_MS + UNLISTED_PROCESSES * APP_WINDOWS_MS);
  const answering = desktop.running.filter((app) => costs.ask(app.bundleID, 1, APP_WINDOWS_MS));
  return desktop.windows.filter((win) => answering.some((app) => app.name === win.app));
}

/** HSwindow.focusedWindow: the system's focused app (one request), then that app's AXFocusedWindow. */
function focusedWindow(ctx: SimContext): SimWindow | undefined {
  const { costs, desktop } = ctx;
  costs.ask(undefined, 1);
  const front = desktop.app(desktop.frontmost ?? "");
  if (front === undefined || !costs.ask(front.bundleID, 1)) return undefined;
  return desktop.windows.find((w) => w.id === desktop.focusedWindowId && w.app === desktop.frontmost);
}

/**
 * libwindow.m's window_timeout: AXUIElementSetMessagingTimeout on the system-wide element, which sets the timeout
 * of every accessibility request of Hammerspoon's process; 0 puts back the system's default, a negative value is
 * refused.
 */
function setMessagingTimeout(ctx: SimContext, seconds: unknown): boolean {
  if (typeof seconds !== "number") throw new Error("hs.window.timeout: the timeout must be a number");
  if (seconds < 0) {
    ctx.print(
      "E hs.window.timeout() - One or more of the arguments is an illegal value (timeout values must be positive).",
    );
    return false;
  }
  ctx.costs.messagingTimeoutMs = seconds === 0 ? DEFAULT_MESSAGING_TIMEOUT_MS : seconds * 1000;
  return true;
}

export function windowModule(ctx: SimContext, windowObject: (win: SimWindow) => SimWindowObject) {
  const trusted = () => ctx.settings.accessibility;
  return {
    get animationDuration(): number {
      return ctx.settings.animationDuration;
    },
    set animationDuration(seconds: number) {
      ctx.settings.animationDuration = seconds;
    },
    allWindows: () => (trusted() ? allWindows(ctx).map(windowObject) : []),
    focusedWindow: () => {
      const win = trusted() ? focusedWindow(ctx) : undefined;
      return win ? windowObject(win) : undefined;
    },
    timeout: (seconds: unknown) => setMessagingTimeout(ctx, seconds),
  };
}
