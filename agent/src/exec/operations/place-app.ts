import * as z from "zod";
import type { Snapshot } from "../../contract/index.ts";
import type { CommandOf } from "../../contract/commands/index.ts";
import { boundsToFrame, checkBounds, checkBoundsOnScreen, resolveApp, resolveMonitor } from "../resolve.ts";
import type { Operation } from "../types.ts";
import { LAUNCHING_CALL_MS } from "./focus-app.ts";

const Frame = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export const Placed = z.object({
  name: z.string(),
  windowId: z.number(),
  requested: Frame,
  actual: Frame,
  launched: z.boolean(),
  unminimized: z.boolean(),
});
export type Placed = z.infer<typeof Placed>;
type Frame = z.infer<typeof Frame>;

type PlacementCommand = Pick<CommandOf<"place_app">, "app_name" | "monitor" | "bounds">;

/** What is wrong with a placement on this desktop: the app, the monitor, the bounds. */
export function checkPlacement(placement: PlacementCommand, before: Snapshot): string | undefined {
  const app = resolveApp(placement.app_name, before);
  if (!app.ok) return `app_name: ${app.error}`;
  const screen = placement.monitor ? resolveMonitor(placement.monitor, before) : undefined;
  if (screen && !screen.ok) return `monitor: ${screen.error}`;
  if (!placement.bounds) return undefined;
  const problem = checkBounds(placement.bounds, before);
  if (problem || !screen?.ok) return problem;
  return checkBoundsOnScreen(placement.bounds, screen.value, placement.monitor!);
}

/** The Spoon's parameters: bounds become an exact frame; a monitor alone becomes that screen's id. */
export function placementParams(placement: PlacementCommand, before: Snapshot): Record<string, unknown> {
  const app = resolveApp(placement.app_name, before);
  const screen = placement.monitor ? resolveMonitor(placement.monitor, before) : undefined;
  if (!app.ok) throw new Error(app.error);
  if (placement.bounds)
    return { name: app.value.name, bundleID: app.value.bundleID, frame: boundsToFrame(placement.bounds) };
  if (!screen?.ok) throw new Error(screen?.error ?? "a placement needs bounds or a monitor");
  return { name: app.value.name, bundleID: app.value.bundleID, screenId: screen.value.id };
}

const asBounds = (f: Frame) => `[${f.x}, ${f.y}, ${f.x + f.w}, ${f.y + f.h}]`;
const same = (a: Frame, b: Frame) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/** One line: where the window went, and what the app refused when it did not go exactly there. */
export function describePlaced(placed: Placed): string {
  const notes = [placed.launched && "launched", placed.unminimized && "unminimized"].filter(Boolean).join(", ");
  const where = `${placed.name} placed at ${asBounds(placed.actual)}${notes ? ` (${notes})` : ""}`;
  return same(placed.requested, placed.actual)
    ? where
    : `${where}; asked for ${asBounds(placed.requested)}, the app kept its own size or position`;
}

export const placeApp: Operation<"place_app"> = {
  type: "place_app",
  check: checkPlacement,
  async run(command, ctx) {
    const placed = Placed.parse(
      await ctx.spoon.call("place_app", placementParams(command, ctx.before), LAUNCHING_CALL_MS),
    );
    return { message: describePlaced(placed), result: placed };
  },
};
