import type { OpParams, Placed, Placement, Screen, Snapshot } from "../contract/index.ts";
import { resolveApp, resolveMonitor, type Found } from "../desktop/index.ts";
import {
  area,
  boundsOf,
  formatBounds,
  intersection,
  rectOf,
  sameRect,
  span,
  within,
  type Bounds,
} from "../geometry/index.ts";

const describeScreens = (desktop: Snapshot) =>
  desktop.screens.map((s) => `${s.name} ${formatBounds(boundsOf(s.fullFrame))}`).join("; ");

/**
 * SPEC section 3: bounds must meet some screen, and stay within the area all screens span (beyond it a window is
 * lost).
 */
function checkBounds(bounds: Bounds, desktop: Snapshot): string | undefined {
  const screens = desktop.screens.map((s) => boundsOf(s.fullFrame));
  if (!screens.some((screen) => area(intersection(bounds, screen)) > 0)) {
    return `bounds ${formatBounds(bounds)} meet no screen; screens: ${describeScreens(desktop)}`;
  }
  const all = span(screens);
  if (within(bounds, all)) return undefined;
  const listed = describeScreens(desktop);
  return `bounds ${formatBounds(bounds)} reach beyond the screens, which span ${formatBounds(all)}; screens: ${listed}`;
}

/** With both a monitor and bounds, the bounds must lie mostly on that monitor. */
function checkOnMonitor(bounds: Bounds, screen: Screen, monitor: string): string | undefined {
  const inside = area(intersection(bounds, boundsOf(screen.fullFrame)));
  if (inside * 2 >= area(bounds)) return undefined;
  const where = `${screen.name} ${formatBounds(boundsOf(screen.fullFrame))}`;
  return `bounds ${formatBounds(bounds)} are not on the ${monitor} monitor, ${where}`;
}

/** What is wrong with a placement on this desktop: the app, the monitor, the bounds. */
export function checkPlacement(placement: Placement, desktop: Snapshot): string | undefined {
  const app = resolveApp(placement.app_name, desktop);
  if (!app.ok) return `app_name: ${app.error}`;
  if (!placement.monitor && !placement.bounds) return "a placement needs monitor, bounds, or both";
  const screen = placement.monitor ? resolveMonitor(placement.monitor, desktop) : undefined;
  if (screen && !screen.ok) return `monitor: ${screen.error}`;
  if (!placement.bounds) return undefined;
  const problem = checkBounds(placement.bounds, desktop);
  if (problem || !screen?.ok) return problem;
  return checkOnMonitor(placement.bounds, screen.value, placement.monitor!);
}

/** The Spoon's parameters: bounds become an exact frame; a monitor alone becomes that screen's id. */
export function placementParams(placement: Placement, desktop: Snapshot): Found<OpParams<"place_app">> {
  const app = resolveApp(placement.app_name, desktop);
  if (!app.ok) return app;
  const { name, bundleID } = app.value;
  if (placement.bounds) return { ok: true, value: { name, bundleID, frame: rectOf(placement.bounds) } };
  if (!placement.monitor) return { ok: false, error: "a placement needs monitor, bounds, or both" };
  const screen = resolveMonitor(placement.monitor, desktop);
  if (!screen.ok) return screen;
  return { ok: true, value: { name, bundleID, screenId: screen.value.id } };
}

/** One line: where the window went, and what the app refused when it did not go exactly there. */
export function describePlaced(placed: Placed): string {
  const notes = [placed.launched && "launched", placed.unminimized && "unminimized"].filter(Boolean).join(", ");
  const where = `${placed.name} placed at ${formatBounds(boundsOf(placed.actual))}${notes ? ` (${notes})` : ""}`;
  if (sameRect(placed.requested, placed.actual)) return where;
  return `${where}; asked for ${formatBounds(boundsOf(placed.requested))}, the app kept its own size or position`;
}
