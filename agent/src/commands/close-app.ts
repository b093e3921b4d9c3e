import * as z from "zod";
import { resolveApp } from "../desktop/index.ts";
import { plainLine } from "../util/index.ts";
import { AppName, commandType } from "./fields.ts";
import { defineCommand, done, failed, failedWith, modelText } from "./define.ts";

export const closeApp = defineCommand({
  type: "close_app",
  schema: z.strictObject({ type: commandType("close_app"), app_name: AppName }),
  description: modelText(new URL("./close-app.txt", import.meta.url)),
  check: (command, desktop) => {
    const app = resolveApp(command.app_name, desktop);
    if (!app.ok) return `app_name: ${app.error}`;
    return app.value.running ? undefined : `app_name: ${command.app_name} is not running`;
  },
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
    tabs: command.app_name === "Google Chrome" ? [] : desktop.tabs,
  }),
  async run(command, ctx) {
    const app = resolveApp(command.app_name, ctx.before);
    if (!app.ok) return failed(app.error, undefined, "validation");
    const closed = await ctx.spoon.call("close_app", { name: app.value.name, bundleID: app.value.bundleID });
    if (!closed.ok) return failedWith(closed.error);
    const { name, wasRunning } = closed.value;
    const shown = plainLine(name);
    return done(wasRunning ? `${shown} quit` : `${shown} was not running`, closed.value);
  },
});
