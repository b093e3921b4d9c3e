import type { OpParams, Placement, Screen, Snapshot } from "../contract/index.ts";
import { resolveApp, resolveMonitor, type Found } from "../desktop/index.ts";
import { area, boundsOf, formatBounds, intersection, rectOf, type Bounds } from "../geometry/index.ts";

const describeScreens = (desktop: Snapshot) =>
  desktop.screens.map((s) => `${s.name} ${formatBounds(boundsOf(s.fullFrame))}`).join("; ");

/** Coordinates this far out are no window anyone could see or reach: a typo or a model's slip. */
const FARTHEST = 100_000;

/** Bounds must meet some screen (a window may hang over an edge, as people place them). */
function checkBounds(bounds: Bounds, desktop: Snapshot): string | undefined {
  if (bounds.some((edge) => Math.abs(edge) > FARTHEST)) {
    return `bounds ${formatBounds(bounds)} are too large: every edge must lie within ±${FARTHEST} points`;
  }
  const screens = desktop.screens.map((s) => boundsOf(s.fullFrame));
  if (screens.some((screen) => area(intersection(bounds, screen)) > 0)) return undefined;
  return `bounds ${formatBounds(bounds)} meet no screen; screens: ${describeScreens(desktop)}`;
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
