import type { Snapshot } from "../../../agent/src/contract/snapshot.ts";
import type { ModelledApp, SimDesktop } from "../desktop.ts";

/**
 * What a model starts from: the desktop file's `appState` for its app (undefined: it starts empty), and the
 * whole file, as checked (`snapshot`) and as written (`file`, with fields the simulator alone reads).
 */
export interface ModelStart {
  state: unknown;
  snapshot: Snapshot;
  file: unknown;
}

/**
 * A simulated application with a model of its own: made once per simulated desktop on which it is installed, it
 * is what scripts reach of the app, and its state (`SimMac.appState`). An installed app without one answers
 * scripts as an app that is not scriptable does (osascript/unscriptable.ts).
 */
export interface SimAppModel {
  name: string;
  bundleID: string;
  /** Its model on this desktop, started from the desktop file. */
  start(desktop: SimDesktop, from: ModelStart): ModelledApp;
}
