import { TAB_BROWSER } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import { appCommand } from "./app-command.ts";
import { modelText } from "./define.ts";

export const closeApp = appCommand({
  type: "close_app",
  description: modelText(new URL("./close-app.txt", import.meta.url)),
  effect: { tier: "destructive", idempotent: true },
  notRunning: (app) => `${app} is not running`,
  approval: (commands) => {
    const names = [...new Set(commands.map((command) => command.app_name))];
    return {
      title: `Quit ${names.join(" and ")}?`,
      detail: `${names.join(", ")} will be asked to quit; unsaved work may be lost.`,
    };
  },
  expect: (command, desktop) => ({
    ...desktop,
    apps: desktop.apps.filter((app) => app.name !== command.app_name),
    windows: desktop.windows.filter((w) => w.app !== command.app_name),
    // The snapshot's tabs go with the browser they are in.
    tabs: command.app_name === TAB_BROWSER.name ? [] : desktop.tabs,
  }),
  said: ({ name, wasRunning }) => `${plainLine(name)} ${wasRunning ? "quit" : "was not running"}`,
});
