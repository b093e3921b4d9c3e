import type { Snapshot } from "../../../agent/src/contract/snapshot.ts";
import type { Config } from "../../../agent/src/store/index.ts";
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
  /**
   * A web service the app's tools use beside its scripts (Spotify's Web API), as a double on a real socket: started
   * with the simulated Mac, it gives the part of config.json's `apps` that points the agent at it. `state()` is what
   * it answers from at each request: the model's state (`SimMac.appState`) and, beside it, `world` (ServiceWorld).
   */
  webService?(state: () => unknown): Promise<SimWebService>;
}

/** The simulated Mac around a web service double (test/sim/web-services.ts), as the double's `state().world`. */
export interface ServiceWorld {
  /**
   * One round trip over the Mac's network: the simulated clock moves on by its time, the Mac's timers that fall due
   * on the way firing on time (nothing without costs). The agent's own computing takes no simulated time.
   */
  roundTrip(): void;
  /** Whether the owner of the app the credentials belong to has Spotify Premium (`sim.spotifyOwnerPremium`). */
  ownerPremium: boolean;
}

/** A running web service double: its part of config.json's `apps`, and how to stop it. */
export interface SimWebService {
  config: Partial<Config["apps"]>;
  close(): Promise<void>;
}
