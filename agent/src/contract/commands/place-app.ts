import * as z from "zod";
import { AppName } from "./app-name.ts";

export const Monitor = z
  .enum(["main", "left", "right"])
  .describe("main = the primary screen; left/right = the nearest screen west/east of it");

export const Bounds = z
  .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
  .refine(([left, , right]) => right > left, {
    error: (issue) =>
      `right (${(issue.input as number[])[2]}) must be greater than left (${(issue.input as number[])[0]})`,
  })
  .refine(([, top, , bottom]) => bottom > top, {
    error: (issue) =>
      `bottom (${(issue.input as number[])[3]}) must be greater than top (${(issue.input as number[])[1]})`,
  })
  .describe("[left, top, right, bottom] in global screen points (origin top-left of the primary screen)");

export const PlaceApp = z
  .strictObject({
    type: z.literal("place_app"),
    app_name: AppName,
    monitor: Monitor.optional(),
    bounds: Bounds.optional(),
  })
  .refine((cmd) => cmd.monitor !== undefined || cmd.bounds !== undefined, "place_app needs monitor, bounds, or both")
  .describe("Move and resize an app's frontmost window: to exact bounds, or to a monitor keeping its size.");
