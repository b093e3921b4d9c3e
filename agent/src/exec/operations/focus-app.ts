import * as z from "zod";
import { resolveApp } from "../resolve.ts";
import type { Operation } from "../types.ts";

const Focused = z.object({ name: z.string(), launched: z.boolean(), frontmost: z.boolean() });

/** How long focusing may take when the app must start first. */
export const LAUNCHING_CALL_MS = 20_000;

export const focusApp: Operation<"focus_app"> = {
  type: "focus_app",
  check: (command, before) => {
    const app = resolveApp(command.app_name, before);
    return app.ok ? undefined : `app_name: ${app.error}`;
  },
  /** An installed app runs after this step, so later steps may quit or place it. */
  expect: (command, before) => {
    if (before.apps.some((app) => app.name === command.app_name)) return before;
    const installed = before.installedApps.find((app) => app.name === command.app_name);
    if (!installed) return before;
    return {
      ...before,
      apps: [
        ...before.apps,
        { name: installed.name, bundleID: installed.bundleID, running: true, frontmost: true, hidden: false },
      ],
    };
  },
  async run(command, ctx) {
    const app = resolveApp(command.app_name, ctx.before);
    if (!app.ok) throw new Error(app.error);
    const focused = Focused.parse(
      await ctx.spoon.call("focus_app", { name: app.value.name, bundleID: app.value.bundleID }, LAUNCHING_CALL_MS),
    );
    return { message: `${focused.name} is in front${focused.launched ? " (launched)" : ""}`, result: focused };
  },
};
