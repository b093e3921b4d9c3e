import { appByBundleID } from "../desktop/launch";
import { waitUntil } from "../util/wait";
import { parseApp, type AppParams } from "./focus-app";
import { OpFailure, type Operation } from "./operation";

/** How long an app may take to quit, in seconds. */
export const QUIT_TIMEOUT = 5;

/** Asks an app to quit, as Quit in its menu does (never a force quit), and waits until it has. */
export const closeApp: Operation<AppParams> = {
  name: "close_app",
  parse: parseApp,
  run: async ({ name, bundleID }) => {
    const app = appByBundleID(bundleID);
    if (app === undefined) return { name, quit: true, wasRunning: false };
    app.kill();
    const quit = await waitUntil(() => !app.isRunning(), QUIT_TIMEOUT);
    if (!quit)
      throw new OpFailure(
        `${name} was asked to quit but is still running after ${QUIT_TIMEOUT}s: it may be asking to save changes`,
      );
    return { name, quit, wasRunning: true };
  },
};
