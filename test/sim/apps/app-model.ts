import type { ModelledApp, SimDesktop } from "../desktop.ts";

/**
 * A simulated application with a model of its own (SPEC 14): made once per simulated desktop on which it is
 * installed, it is what scripts reach of the app, and its state (`SimMac.appState`). An installed app
 * without one answers scripts as an app that is not scriptable does (osascript/unscriptable.ts).
 */
export interface SimAppModel {
  name: string;
  bundleID: string;
  /** Its model on this desktop, from the desktop file's `appState` for it (undefined: it starts empty). */
  start(desktop: SimDesktop, seed: unknown): ModelledApp;
}
