import { SimObject } from "../bridge.ts";
import type { SimWindow } from "../desktop.ts";
import type { SimContext } from "./context.ts";
import { SimRect } from "./geometry.ts";
import type { SimScreenObject } from "./screen.ts";
import type { SimScreen } from "../desktop.ts";

/** hs.window object: frame in global points; `screen()` is the screen with the largest overlap. */
export class SimWindowObject extends SimObject {
  readonly __simType = "hs.window";

  constructor(
    private readonly ctx: SimContext,
    readonly win: SimWindow,
    private readonly screenObject: (screen: SimScreen) => SimScreenObject,
    private readonly appObject: (name: string) => SimObject | undefined,
  ) {
    super();
  }

  id(): number {
    return this.win.id;
  }

  title(): string {
    return this.win.title;
  }

  frame(): SimRect {
    return new SimRect(this.win.frame);
  }

  screen(): SimScreenObject {
    return this.screenObject(this.ctx.desktop.screenFor(this.win.frame));
  }

  application(): SimObject | undefined {
    return this.appObject(this.win.app);
  }

  isMinimized(): boolean {
    return this.win.minimized;
  }

  isStandard(): boolean {
    return this.win.standard;
  }

  isVisible(): boolean {
    const app = this.ctx.desktop.running.find((a) => a.name === this.win.app);
    return !this.win.minimized && app !== undefined && !app.hidden;
  }
}

export function windowModule(ctx: SimContext, windowObject: (win: SimWindow) => SimWindowObject) {
  const running = (win: SimWindow) => ctx.desktop.isRunning(win.app);
  return {
    allWindows: () => ctx.desktop.windows.filter(running).map(windowObject),
    focusedWindow: () => {
      const win = ctx.desktop.windows.find((w) => w.id === ctx.desktop.focusedWindowId && w.app === ctx.desktop.frontmost);
      return win ? windowObject(win) : undefined;
    },
  };
}
