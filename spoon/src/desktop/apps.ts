import type { AppInfo } from "../contract";
import { answerOf } from "./responsive";

const DOCK_APP = 1;

/** Running apps that have a Dock icon: the ones a person can name and switch to. */
export function runningDockApps(): hs.application.Application[] {
  return hs.application.runningApplications().filter((app) => app.kind() === DOCK_APP);
}

/** What one app answered over accessibility: its windows and whether it is hidden. */
export interface AppAnswer {
  app: hs.application.Application;
  windows: hs.window.Window[];
  hidden: boolean;
}

/** Asks an app for its windows, then whether it is hidden; undefined when it did not answer in time (it hangs). */
export function askApp(app: hs.application.Application): AppAnswer | undefined {
  const windows = answerOf(() => app.allWindows());
  return windows === undefined ? undefined : { app, windows, hidden: app.isHidden() };
}

/**
 * The apps as a snapshot lists them. Names and bundle IDs come from macOS's list of running apps and the frontmost
 * one from macOS too, without asking any app; whether an app is hidden, only from the apps that answered: any other
 * is listed as shown.
 */
export function readApps(apps: hs.application.Application[], answers: AppAnswer[]): AppInfo[] {
  const front = hs.application.frontmostApplication()?.pid();
  const hidden = new LuaSet<number>();
  for (const answer of answers) if (answer.hidden) hidden.add(answer.app.pid());
  return apps.map((app) => ({
    name: app.name(),
    bundleID: app.bundleID() ?? "",
    running: true,
    frontmost: app.pid() === front,
    hidden: hidden.has(app.pid()),
  }));
}
