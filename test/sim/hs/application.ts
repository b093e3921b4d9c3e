import { SimObject } from "../bridge.ts";
import type { SimApp, SimWindow } from "../desktop.ts";
import type { SimContext } from "./context.ts";

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
    return 1;
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

  allWindows(): SimObject[] {
    return this.isRunning() ? this.#ctx.desktop.windowsOf(this.#app.name).map(this.#windowObject) : [];
  }
}

export function applicationModule(ctx: SimContext, appObject: (app: SimApp) => SimApplication) {
  return {
    runningApplications: () => ctx.desktop.running.map(appObject),
    frontmostApplication: () => {
      const app = ctx.desktop.running.find((a) => a.name === ctx.desktop.frontmost);
      return app ? appObject(app) : undefined;
    },
    /** The bundle's Info.plist keys, or nil when the path is not an app bundle. */
    infoForBundlePath: (path: string) => {
      const app = ctx.files.bundles.get(path.replace(/\/+$/, ""));
      return app ? { CFBundleIdentifier: app.bundleID, CFBundleName: app.name, CFBundleExecutable: app.name } : undefined;
    },
  };
}
