import * as z from "zod";
import { resolveApp } from "../desktop/index.ts";
import { plainLine } from "../util/index.ts";
import { appNamed } from "./acts.ts";
import { AppName, commandType } from "./fields.ts";
import { defineCommand, done, failed, failedWith, modelText } from "./define.ts";

export const focusApp = defineCommand({
  type: "focus_app",
  schema: z.strictObject({ type: commandType("focus_app"), app_name: AppName }),
  description: modelText(new URL("./focus-app.txt", import.meta.url)),
  check: (command, desktop) => {
    const app = resolveApp(command.app_name, desktop);
    return app.ok ? undefined : `app_name: ${app.error}`;
  },
  acts: (command, desktop) => [{ act: "front", app: appNamed(command.app_name, desktop) }],
  /** An installed app runs after this step, so later steps may quit or place it. */
  expect: (command, desktop) => {
    if (desktop.apps.some((app) => app.name === command.app_name)) return desktop;
    const installed = desktop.installedApps.find((app) => app.name === command.app_name);
    if (!installed) return desktop;
    const started = { ...installed, running: true, frontmost: true, hidden: false };
    return { ...desktop, apps: [...desktop.apps, started] };
  },
  async run(command, ctx) {
    const app = resolveApp(command.app_name, ctx.before);
    if (!app.ok) return failed(app.error, undefined, "validation");
    const focused = await ctx.spoon.call("focus_app", { name: app.value.name, bundleID: app.value.bundleID });
    if (!focused.ok) return failedWith(focused.error);
    const { name, launched } = focused.value;
    return done(`${plainLine(name)} is in front${launched ? " (launched)" : ""}`, focused.value);
  },
});
