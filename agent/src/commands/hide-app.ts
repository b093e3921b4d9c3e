import * as z from "zod";
import { resolveApp } from "../desktop/index.ts";
import { plainLine } from "../util/index.ts";
import { AppName, commandType } from "./fields.ts";
import { defineCommand, done, failed, failedWith, modelText } from "./define.ts";

export const hideApp = defineCommand({
  type: "hide_app",
  schema: z.strictObject({ type: commandType("hide_app"), app_name: AppName }),
  description: modelText(new URL("./hide-app.txt", import.meta.url)),
  check: (command, desktop) => {
    const app = resolveApp(command.app_name, desktop);
    if (!app.ok) return `app_name: ${app.error}`;
    return app.value.running ? undefined : `app_name: ${command.app_name} is not running, so there is nothing to hide`;
  },
  /** Later steps see it hidden (focusing it again shows it). */
  expect: (command, desktop) => ({
    ...desktop,
    apps: desktop.apps.map((app) => (app.name === command.app_name ? { ...app, hidden: true, frontmost: false } : app)),
  }),
  async run(command, ctx) {
    const app = resolveApp(command.app_name, ctx.before);
    if (!app.ok) return failed(app.error, undefined, "validation");
    const hidden = await ctx.spoon.call("hide_app", { name: app.value.name, bundleID: app.value.bundleID });
    if (!hidden.ok) return failedWith(hidden.error);
    const { name, wasHidden } = hidden.value;
    const shown = plainLine(name);
    return done(wasHidden ? `${shown} was already hidden` : `${shown} is hidden`, hidden.value);
  },
});
