import * as z from "zod";
import { Bounds, Monitor } from "../contract/index.ts";
import { AppName, commandType } from "./fields.ts";
import { defineCommand, done, failed, failedWith, modelText } from "./define.ts";
import { checkPlacement, describePlaced, placementParams } from "./placement.ts";

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
  check: checkPlacement,
  async run(command, ctx) {
    const params = placementParams(command, ctx.before);
    if (!params.ok) return failed(params.error, undefined, "validation");
    const placed = await ctx.spoon.call("place_app", params.value);
    if (!placed.ok) return failedWith(placed.error);
    return done(describePlaced(placed.value), placed.value);
  },
});
