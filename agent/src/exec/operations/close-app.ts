import * as z from "zod";
import { resolveApp } from "../resolve.ts";
import type { Operation } from "../types.ts";

const Closed = z.object({ name: z.string(), quit: z.boolean(), wasRunning: z.boolean() });

/** Quitting may wait for the app to close its windows. */
const QUIT_CALL_MS = 15_000;

export const closeApp: Operation<"close_app"> = {
  type: "close_app",
  check: (command, before) => {
    const app = resolveApp(command.app_name, before);
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
  expect: (command, before) => ({
    ...before,
    apps: before.apps.filter((app) => app.name !== command.app_name),
    windows: before.windows.filter((w) => w.app !== command.app_name),
    tabs: command.app_name === "Google Chrome" ? [] : before.tabs,
  }),
  async run(command, ctx) {
    const app = resolveApp(command.app_name, ctx.before);
    if (!app.ok) throw new Error(app.error);
    const closed = Closed.parse(
      await ctx.spoon.call("close_app", { name: app.value.name, bundleID: app.value.bundleID }, QUIT_CALL_MS),
    );
    return { message: closed.wasRunning ? `${closed.name} quit` : `${closed.name} was not running`, result: closed };
  },
};
