import { plainLine } from "../util/index.ts";
import { appCommand } from "./app-command.ts";
import { modelText } from "./define.ts";

export const hideApp = appCommand({
  type: "hide_app",
  description: modelText(new URL("./hide-app.txt", import.meta.url)),
  effect: { tier: "write", idempotent: true },
  notRunning: (app) => `${app} is not running, so there is nothing to hide`,
  /** Later steps see it hidden (focusing it again shows it). */
  expect: (command, desktop) => ({
    ...desktop,
    apps: desktop.apps.map((app) => (app.name === command.app_name ? { ...app, hidden: true, frontmost: false } : app)),
  }),
  said: ({ name, wasHidden }) => `${plainLine(name)} ${wasHidden ? "was already hidden" : "is hidden"}`,
});
