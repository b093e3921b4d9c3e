import { runningDockApps } from "../desktop";
import { noParams, type Operation } from "../runtime";

/** The running apps a person can switch to, frontmost first, with how many windows each has. */
export const listApps: Operation<"list_apps"> = {
  name: "list_apps",
  parse: noParams,
  run: async () => {
    const apps = runningDockApps().map((app) => ({
      name: app.name(),
      bundleID: app.bundleID() ?? "",
      frontmost: app.isFrontmost(),
      hidden: app.isHidden(),
      windows: app.allWindows().length,
    }));
    const frontmost = apps.filter((app) => app.frontmost);
    const others = apps.filter((app) => !app.frontmost);
    return { apps: [...frontmost, ...others] };
  },
};
