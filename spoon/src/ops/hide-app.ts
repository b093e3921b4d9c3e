import { appByBundleID } from "../desktop";
import { type Operation, OpFailure, waitUntil } from "../runtime";
import { WAITS } from "../contract";
import { parseApp } from "./focus-app";

/** Hides a running app, as ⌘H does, and waits until macOS reports it hidden. */
export const hideApp: Operation<"hide_app"> = {
  name: "hide_app",
  parse: parseApp,
  run: async ({ name, bundleID }, ctx) => {
    const app = appByBundleID(bundleID);
    if (app === undefined) throw new OpFailure(`${name} is not running, so there is nothing to hide`);
    const wasHidden = app.isHidden();
    if (!wasHidden && !app.hide()) throw new OpFailure(`macOS refused to hide ${name}`);
    const hidden = await waitUntil(ctx, () => app.isHidden(), WAITS.focus);
    if (!hidden) throw new OpFailure(`${name} was asked to hide but is still visible after ${WAITS.focus}s`);
    return { name, hidden, wasHidden };
  },
};
