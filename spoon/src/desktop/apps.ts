import type { AppInfo } from "../contract";

const DOCK_APP = 1;

/** Running apps that have a Dock icon: the ones a person can name and switch to. */
export function runningDockApps(): hs.application.Application[] {
  return hs.application.runningApplications().filter((app) => app.kind() === DOCK_APP);
}

export function readApps(apps: hs.application.Application[]): AppInfo[] {
  return apps.map((app) => ({
    name: app.name(),
    bundleID: app.bundleID() ?? "",
    running: true,
    frontmost: app.isFrontmost(),
    hidden: app.isHidden(),
  }));
}
