import { appByBundleID } from "../desktop";
import { type Operation, OpFailure, waitUntil } from "../runtime";
import { WAITS } from "../contract";
import { parseApp } from "./focus-app";

/** Asks an app to quit, as Quit in its menu does (never a force quit), and waits until it has. */
export const closeApp: Operation<"close_app"> = {
  name: "close_app",
  parse: parseApp,
  run: async ({ name, bundleID }, ctx) => {
    const app = appByBundleID(bundleID);
    if (app === undefined) return { name, quit: true, wasRunning: false };
    app.kill();
    // Asked by bundle ID: the object of a quit app answers for a process that is gone.
    const quit = await waitUntil(ctx, () => appByBundleID(bundleID) === undefined, WAITS.quit);
    if (!quit) {
      const why = "it may be asking to save changes";
      throw new OpFailure(`${name} was asked to quit but is still running after ${WAITS.quit}s: ${why}`);
    }
    return { name, quit, wasRunning: true };
  },
};
