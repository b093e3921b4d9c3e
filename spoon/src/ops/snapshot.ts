import { appsSnapshot } from "../apps";
import type { DesktopScope, SnapshotParams } from "../contract";
import { readDesktop, runningDockApps } from "../desktop";
import { firstFailure, type Operation, optionalBoolean, optionalTextList } from "../runtime";

/** All of it when nothing is said; else the apps named (every Dock app when none are) and the tabs unless false. */
function scopeOf(params: SnapshotParams): DesktopScope | undefined {
  if (params.apps === undefined && params.tabs === undefined) return undefined;
  const apps = params.apps ?? runningDockApps().map((app) => app.bundleID() ?? "");
  return { apps, tabs: params.tabs !== false };
}

/**
 * The desktop in the snapshot format (presets are added by the agent): all of it, or the part asked for (`apps`,
 * bundle IDs whose windows to read, and `tabs`), which a command reads to decide without waiting on apps it does not
 * touch; the home's files only when `files` is given (the names the command's words may give a file).
 */
export const snapshot: Operation<"snapshot"> = {
  name: "snapshot",
  parse: (params) => {
    const apps = optionalTextList(params, "apps");
    const tabs = optionalBoolean(params, "tabs");
    const files = optionalTextList(params, "files");
    const failed = firstFailure({ apps, tabs, files });
    if (failed) return failed;
    return {
      ...(apps === undefined ? {} : { apps: apps as string[] }),
      ...(tabs === undefined ? {} : { tabs: tabs as boolean }),
      ...(files === undefined ? {} : { files: files as string[] }),
    };
  },
  run: (params, ctx) => readDesktop(ctx, (_, scope) => appsSnapshot(ctx, scope, params.files), scopeOf(params)),
};
