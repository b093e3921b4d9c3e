import { SimObject } from "../bridge.ts";
import type { SimApp, SimWindow } from "../desktop.ts";
import { launch, quit } from "../lifecycle.ts";
import type { SimContext } from "./context.ts";
import { SIM_HAMMERSPOON } from "./host.ts";

/** Every simulated app's version, as its Info.plist would say: a report read on the simulated Mac says so. */
export const SIM_APP_VERSION = "(simulated)";

/** hs.application object, bound to a running app (a pid). */
export class SimApplication extends SimObject {
  readonly __simType = "hs.application";

  readonly #ctx: SimContext;
  readonly #app: SimApp;
  readonly #windowObject: (win: SimWindow) => SimObject;

  constructor(ctx: SimContext, app: SimApp, windowObject: (win: SimWindow) => SimObject) {
    super();
    [this.#ctx, this.#app, this.#windowObject] = [ctx, app, windowObject];
  }

  name(): string {
    return this.#app.name;
  }

  title(): string {
    return this.#app.name;
  }

  bundleID(): string {
    return this.#app.bundleID;
  }

  pid(): number {
    return this.#app.pid;
  }

  kind(): number {
    return this.#app.kind ?? 1;
  }

  isRunning(): boolean {
    return this.#ctx.desktop.running.includes(this.#app);
  }

  isFrontmost(): boolean {
    return this.#ctx.desktop.frontmost === this.#app.name;
  }

  isHidden(): boolean {
    return this.#app.hidden;
  }

  /** Shows a hidden app's windows again, without bringing it to the front. */
  unhide(): boolean {
    if (!this.isRunning()) return false;
    this.#app.hidden = false;
    this.#ctx.desktop.markChanged(this.#ctx.clock.now());
    return true;
  }

  /** Hides the app's windows, as ⌘H does; when it was in front, the next visible app comes forward. */
  hide(): boolean {
    if (!this.isRunning()) return false;
    this.#app.hidden = true;
    this.#ctx.desktop.markChanged(this.#ctx.clock.now());
    const { desktop } = this.#ctx;
    if (desktop.frontmost !== this.#app.name) return true;
    const next = desktop.running.find((app) => app !== this.#app && !app.hidden);
    if (next) desktop.activate(next.name);
    else [desktop.frontmost, desktop.focusedWindowId] = [undefined, undefined];
    return true;
  }

  allWindows(): SimObject[] {
    return this.isRunning() ? this.#ctx.desktop.windowsOf(this.#app.name).map(this.#windowObject) : [];
  }

  /** The app's focused window when it is frontmost, else its first visible window. */
  mainWindow(): SimObject | undefined {
    const windows = this.isRunning() ? this.#ctx.desktop.windowsOf(this.#app.name) : [];
    const main = windows.find((w) => w.id === this.#ctx.desktop.focusedWindowId) ?? windows.find((w) => !w.minimized);
    return main ? this.#windowObject(main) : undefined;
  }

  focusedWindow(): SimObject | undefined {
    const focused = this.#ctx.desktop.windowsOf(this.#app.name).find((w) => w.id === this.#ctx.desktop.focusedWindowId);
    return this.isFrontmost() && focused ? this.#windowObject(focused) : undefined;
  }

  /**
   * Brings the app forward. As from macOS 14, an app with no window to show is not activated when the
   * person did not cause it: the call is accepted and nothing happens (launchOrFocusByBundleID works).
   */
  activate(): boolean {
    if (!this.isRunning()) return false;
    const visible = this.#ctx.desktop.windowsOf(this.#app.name).some((w) => !w.minimized);
    // An app whose model keeps its own windows brings one forward itself (Chrome opens one).
    const model = this.#ctx.desktop.models.get(this.#app.name);
    if (!visible && !model?.activate) return true;
    this.#ctx.screen.hammerspoonActive = false;
    if (model?.activate) model.activate();
    else this.#ctx.desktop.activate(this.#app.name);
    this.#ctx.desktop.markChanged(this.#ctx.clock.now());
    return true;
  }

  /** Asks the app to quit (like Quit in its menu); it goes a moment later. */
  kill(): void {
    if (this.isRunning()) quit(this.#ctx.desktop, this.#app.name, this.#ctx.clock);
  }
}

/** hs.application.get: a pid, else an exact bundle ID, else a case-insensitive substring of a name. */
function find(ctx: SimContext, hint: unknown): SimApp | undefined {
  const running = ctx.desktop.running;
  if (typeof hint === "number") return running.find((app) => app.pid === hint);
  const text = String(hint);
  return (
    running.find((app) => app.bundleID === text) ??
    running.find((app) => app.name.toLowerCase().includes(text.toLowerCase()))
  );
}

export function applicationModule(ctx: SimContext, appObject: (app: SimApp) => SimApplication) {
  return {
    applicationsForBundleID: (bundleID: string) =>
      ctx.desktop.running.filter((app) => app.bundleID === bundleID).map(appObject),
    get: (hint: unknown) => {
      const app = find(ctx, hint);
      return app ? appObject(app) : undefined;
    },
    /** True once the launch is requested; the app runs a moment later. */
    launchOrFocusByBundleID: (bundleID: string) => {
      const installed = ctx.desktop.installed.find((app) => app.bundleID === bundleID);
      if (!installed) return false;
      launch(ctx.desktop, installed, ctx.clock);
      return true;
    },
    runningApplications: () => ctx.desktop.running.map(appObject),
    applicationForPID: (pid: number) => {
      const app = ctx.desktop.running.find((running) => running.pid === pid);
      return app ? appObject(app) : undefined;
    },
    frontmostApplication: () => {
      const app = ctx.desktop.running.find((a) => a.name === ctx.desktop.frontmost);
      return app ? appObject(app) : undefined;
    },
    /** The Info.plist of the app installed (or running) with this bundle ID, or nil when there is none. */
    infoForBundleID: (bundleID: string) => {
      if (bundleID === SIM_HAMMERSPOON.bundleID)
        return {
          CFBundleIdentifier: bundleID,
          CFBundleName: "Hammerspoon",
          CFBundleShortVersionString: SIM_HAMMERSPOON.version,
        };
      const app = [...ctx.desktop.installed, ...ctx.desktop.running].find((each) => each.bundleID === bundleID);
      return app
        ? { CFBundleIdentifier: app.bundleID, CFBundleName: app.name, CFBundleShortVersionString: SIM_APP_VERSION }
        : undefined;
    },
    /** The bundle's Info.plist keys, or nil when the path is not an app bundle. */
    infoForBundlePath: (path: string) => {
      const app = ctx.files.bundles.get(path.replace(/\/+$/, ""));
      return app
        ? { CFBundleIdentifier: app.bundleID, CFBundleName: app.name, CFBundleExecutable: app.name }
        : undefined;
    },
  };
}
