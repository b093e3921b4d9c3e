import * as z from "zod";
import type { OpResult } from "../contract/index.ts";
import { resolveApp } from "../desktop/index.ts";
import { defineCommand, done, failed, failedWith, type CommandDefinition } from "./define.ts";
import { AppName, commandType } from "./fields.ts";
import { touchesNamedApp } from "./touch.ts";

/** The commands that are one Spoon operation of the same name on one app, given by name. */
type AppOp = "focus_app" | "hide_app" | "close_app";

interface AppCommandSpec<T extends AppOp>
  extends Pick<CommandDefinition<{ type: T; app_name: string }>, "acts" | "expect" | "approval" | "effect"> {
  type: T;
  description: string;
  /** Why the command cannot run on an app that is not running; absent when it can (focusing launches it). */
  notRunning?: (app: string) => string;
  /** What the person reads once it ran. */
  said(result: OpResult<T>): string;
}

/**
 * A command on one app by its name (focus, hide, quit): checked against the desktop, run as the Spoon's
 * operation of the same name on the app as the plan was checked, touching that app.
 */
export function appCommand<T extends AppOp>({ type, description, notRunning, said, ...rules }: AppCommandSpec<T>) {
  return defineCommand({
    type,
    schema: z.strictObject({ type: commandType(type), app_name: AppName }),
    description,
    check: (command, desktop) => {
      const app = resolveApp(command.app_name, desktop);
      if (!app.ok) return `app_name: ${app.error}`;
      return app.value.running || !notRunning ? undefined : `app_name: ${notRunning(command.app_name)}`;
    },
    touches: touchesNamedApp,
    reads: (command) => [command.app_name],
    ...rules,
    async run(command, ctx) {
      const app = resolveApp(command.app_name, ctx.before);
      if (!app.ok) return failed(app.error, undefined, "validation");
      const ran = await ctx.spoon.call(type, { name: app.value.name, bundleID: app.value.bundleID });
      if (!ran.ok) return failedWith(ran.error);
      return done(said(ran.value), ran.value);
    },
  });
}
