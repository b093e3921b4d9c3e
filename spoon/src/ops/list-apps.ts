import { askApp, runningDockApps, withAccessibilityTimeout } from "../desktop";
import { noParams, type Operation } from "../runtime";

/** The running apps a person can switch to, frontmost first, with how many windows each has (none when it hangs). */
export const listApps: Operation<"list_apps"> = {
  name: "list_apps",
  parse: noParams,
  run: async () =>
    withAccessibilityTimeout(() => {
      const front = hs.application.frontmostApplication()?.pid();
      const apps = runningDockApps().map((app) => {
        const answer = askApp(app);
        return {
          name: app.name(),
          bundleID: app.bundleID() ?? "",
          frontmost: app.pid() === front,
          hidden: answer?.hidden ?? false,
          windows: answer?.windows.length ?? 0,
        };
      });
      const frontmost = apps.filter((app) => app.frontmost);
      const others = apps.filter((app) => !app.frontmost);
      return { apps: [...frontmost, ...others] };
    }),
};
