import { ensureRunning } from "../desktop/launch";
import { waitUntil } from "../util/wait";
import { OpFailure, type Operation } from "./operation";
import { firstFailure, text } from "./params";

/** How long an app may take to come to the front, in seconds. */
export const FOCUS_TIMEOUT = 3;

export interface AppParams {
  name: string;
  bundleID: string;
}

/** The app named by `name` and `bundleID` (the agent resolved both from the snapshot). */
export function parseApp(params: { [key: string]: unknown }): AppParams | OpFailure {
  const name = text(params, "name");
  const bundleID = text(params, "bundleID");
  return firstFailure({ name, bundleID }) ?? { name: name as string, bundleID: bundleID as string };
}

/** Brings an app to the front, launching it by bundle ID when it is installed but not running. */
export const focusApp: Operation<AppParams> = {
  name: "focus_app",
  parse: parseApp,
  run: async ({ name, bundleID }) => {
    const { app, launched } = await ensureRunning(name, bundleID);
    if (!app.isFrontmost()) app.activate();
    const frontmost = await waitUntil(() => app.isFrontmost(), FOCUS_TIMEOUT);
    if (!frontmost) throw new OpFailure(`${name} did not come to the front within ${FOCUS_TIMEOUT}s`);
    return { name, launched, frontmost };
  },
};
