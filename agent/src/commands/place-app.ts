import * as z from "zod";
import { Bounds, Monitor, type Snapshot } from "../contract/index.ts";
import { appNamed } from "./acts.ts";
import { touchesNamedApp } from "./touch.ts";
import { AppName, commandType } from "./fields.ts";
import { defineCommand, done, failed, failedWith, modelText } from "./define.ts";
import { checkPlacement, placementParams } from "./placement.ts";
import { placedInWords } from "./placed-words.ts";

/**
 * A running app with no window has nothing to place: said before anything runs, not after waiting for
 * a window that will not come. (An app that is not running yet opens one when it starts.)
 */
function checkWindow(appName: string, desktop: Snapshot): string | undefined {
  const running = desktop.apps.some((app) => app.name === appName);
  if (!running || desktop.windows.some((win) => win.app === appName && win.standard)) return undefined;
  return `app_name: ${appName} has no window to place; focus it first (focus_app opens one), then place it`;
}

export const placeApp = defineCommand({
  type: "place_app",
  schema: z
    .strictObject({
      type: commandType("place_app"),
      app_name: AppName,
      monitor: Monitor.optional(),
      bounds: Bounds.optional(),
    })
    .refine((cmd) => cmd.monitor !== undefined || cmd.bounds !== undefined, "place_app needs monitor, bounds, or both"),
  description: modelText(new URL("./place-app.txt", import.meta.url)),
  effect: { tier: "write", idempotent: true },
  check: (command, desktop) => checkPlacement(command, desktop) ?? checkWindow(command.app_name, desktop),
  acts: (command, desktop) => [{ act: "front", app: appNamed(command.app_name, desktop) }],
  touches: touchesNamedApp,
  reads: (command) => [command.app_name],
  async run(command, ctx) {
    const params = placementParams(command, ctx.before);
    if (!params.ok) return failed(params.error, undefined, "validation");
    const placed = await ctx.spoon.call("place_app", params.value);
    if (!placed.ok) return failedWith(placed.error);
    return done(placedInWords(placed.value, ctx.before, command.bounds === undefined), placed.value);
  },
});

/** A step that places an app (a later clause may center the window it sized). */
export const isPlacing = (command: { type: string }): command is z.infer<typeof placeApp.schema> =>
  command.type === "place_app";
