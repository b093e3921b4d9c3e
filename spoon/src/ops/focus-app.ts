import { ensureRunning } from "../desktop/launch";
import { OpFailure } from "../failure";
import { waitUntil } from "../util/wait";
import { WAITS, type AppParams } from "./contract";
import type { Operation } from "./operation";
import { firstFailure, text } from "./params";

/** The app named by `name` and `bundleID` (the agent resolved both from the snapshot). */
export function parseApp(params: { [key: string]: unknown }): AppParams | OpFailure {
  const name = text(params, "name");
  const bundleID = text(params, "bundleID");
  return firstFailure({ name, bundleID }) ?? { name: name as string, bundleID: bundleID as string };
}

/** Brings an app to the front, launching it by bundle ID when it is installed but not running. */
export const focusApp: Operation<"focus_app"> = {
  name: "focus_app",
  parse: parseApp,
  run: async ({ name, bundleID }, ctx) => {
    const { app, launched } = await ensureRunning(ctx, name, bundleID);
    if (!app.isFrontmost()) app.activate();
    const frontmost = await waitUntil(ctx, () => app.isFrontmost(), WAITS.focus);
    if (!frontmost) throw new OpFailure(`${name} did not come to the front within ${WAITS.focus}s`);
    return { name, launched, frontmost };
  },
};
