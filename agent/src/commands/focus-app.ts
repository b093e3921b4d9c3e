import { plainLine } from "../util/index.ts";
import { appNamed } from "./acts.ts";
import { appCommand } from "./app-command.ts";
import { modelText } from "./define.ts";

export const focusApp = appCommand({
  type: "focus_app",
  description: modelText(new URL("./focus-app.txt", import.meta.url)),
  effect: { tier: "write", idempotent: true },
  acts: (command, desktop) => [{ act: "front", app: appNamed(command.app_name, desktop) }],
  /** An installed app runs after this step, so later steps may quit or place it. */
  expect: (command, desktop) => {
    if (desktop.apps.some((app) => app.name === command.app_name)) return desktop;
    const installed = desktop.installedApps.find((app) => app.name === command.app_name);
    if (!installed) return desktop;
    const started = { ...installed, running: true, frontmost: true, hidden: false };
    return { ...desktop, apps: [...desktop.apps, started] };
  },
  said: ({ name, launched }) => `${plainLine(name)} is in front${launched ? " (launched)" : ""}`,
});
