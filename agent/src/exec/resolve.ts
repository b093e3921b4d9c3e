import type { Screen, Snapshot, Tab } from "../contract/index.ts";

type Found<T> = { ok: true; value: T } | { ok: false; error: string };

export interface ResolvedApp {
  name: string;
  bundleID: string;
  running: boolean;
}

function list(names: string[], limit = 12): string {
  return names.length > limit ? `${names.slice(0, limit).join(", ")}, … (${names.length} in all)` : names.join(", ");
}

/** An app by its exact name, running or installed; the error suggests close names and lists the running apps. */
export function resolveApp(name: string, before: Snapshot): Found<ResolvedApp> {
  const running = before.apps.find((app) => app.name === name);
  if (running) return { ok: true, value: { name, bundleID: running.bundleID, running: true } };
  const installed = before.installedApps.find((app) => app.name === name);
  if (installed) return { ok: true, value: { name, bundleID: installed.bundleID, running: false } };
  const lower = name.toLowerCase();
  const close = [...before.apps, ...before.installedApps]
    .map((app) => app.name)
    .filter((n) => n.toLowerCase().includes(lower) || lower.includes(n.toLowerCase()));
  const hint = close.length ? `did you mean ${[...new Set(close)].map((n) => `"${n}"`).join(" or ")}? ` : "";
  return {
    ok: false,
    error: `"${name}" is not a running or installed app; ${hint}running: ${list(before.apps.map((app) => app.name))}`,
  };
}

/** A tab by its global index in the snapshot. */
/** "1-3, 5-9" for a sorted list of indices. */
function ranges(indices: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < indices.length; i++) {
    let j = i;
    while (j + 1 < indices.length && indices[j + 1] === indices[j]! + 1) j++;
    parts.push(i === j ? `${indices[i]}` : `${indices[i]}-${indices[j]}`);
    i = j;
  }
  return parts.join(", ");
}

/** A tab by its global index in the snapshot (an earlier step of the plan may have closed it). */
export function resolveTab(index: number, before: Snapshot): Found<Tab> {
  const tab = before.tabs.find((t) => t.index === index);
  if (tab) return { ok: true, value: tab };
  if (before.tabs.length === 0) return { ok: false, error: `tab ${index} does not exist: no Chrome tabs are open` };
  return {
    ok: false,
    error: `tab ${index} does not exist; open tabs are ${ranges(before.tabs.map((t) => t.index).sort((a, b) => a - b))}`,
  };
}

function centerX(screen: Screen): number {
  return screen.fullFrame.x + screen.fullFrame.w / 2;
}

/** SPEC section 5: main = the primary screen; left/right = the nearest screen west/east of it. */
export function monitorScreens(screens: Screen[]): { main: Screen; left?: Screen; right?: Screen } {
  const main = screens.find((s) => s.primary) ?? screens[0]!;
  const others = screens.filter((s) => s !== main);
  const west = others.filter((s) => centerX(s) < main.fullFrame.x).sort((a, b) => centerX(b) - centerX(a));
  const east = others
    .filter((s) => centerX(s) > main.fullFrame.x + main.fullFrame.w)
    .sort((a, b) => centerX(a) - centerX(b));
  return { main, left: west[0], right: east[0] };
}

export function resolveMonitor(monitor: "main" | "left" | "right", before: Snapshot): Found<Screen> {
  const screens = monitorScreens(before.screens);
  const screen = screens[monitor];
  if (screen) return { ok: true, value: screen };
  const valid = (["main", "left", "right"] as const).filter((m) => screens[m]);
  return { ok: false, error: `there is no screen ${monitor} of the main screen; valid: ${valid.join(", ")}` };
}

type Bounds = [number, number, number, number];
const edges = (f: { x: number; y: number; w: number; h: number }): Bounds => [f.x, f.y, f.x + f.w, f.y + f.h];
const area = ([l, t, r, b]: Bounds) => Math.max(0, r - l) * Math.max(0, b - t);
const intersection = (a: Bounds, b: Bounds): Bounds => [
  Math.max(a[0], b[0]),
  Math.max(a[1], b[1]),
  Math.min(a[2], b[2]),
  Math.min(a[3], b[3]),
];

/**
 * Sane bounds [left, top, right, bottom]: they meet a screen, and stay within the area all screens
 * span (a window far beyond every display is lost to the person).
 */
export function checkBounds(bounds: Bounds, before: Snapshot): string | undefined {
  const screens = before.screens.map((s) => edges(s.fullFrame));
  const listed = before.screens.map((s) => `${s.name} [${edges(s.fullFrame).join(", ")}]`).join("; ");
  if (!screens.some((screen) => area(intersection(bounds, screen)) > 0))
    return `bounds [${bounds.join(", ")}] meet no screen; screens: ${listed}`;
  const span: Bounds = [
    Math.min(...screens.map((s) => s[0])),
    Math.min(...screens.map((s) => s[1])),
    Math.max(...screens.map((s) => s[2])),
    Math.max(...screens.map((s) => s[3])),
  ];
  if (bounds[0] < span[0] || bounds[1] < span[1] || bounds[2] > span[2] || bounds[3] > span[3]) {
    return `bounds [${bounds.join(", ")}] reach beyond the screens, which span [${span.join(", ")}]; screens: ${listed}`;
  }
  return undefined;
}

/** With both a monitor and bounds, the bounds must lie mostly on that monitor. */
export function checkBoundsOnScreen(bounds: Bounds, screen: Screen, monitor: string): string | undefined {
  const inside = area(intersection(bounds, edges(screen.fullFrame)));
  return inside * 2 >= area(bounds)
    ? undefined
    : `bounds [${bounds.join(", ")}] are not on the ${monitor} monitor, ${screen.name} [${edges(screen.fullFrame).join(", ")}]`;
}

/** Hammerspoon's frame from SPEC bounds: {x=l, y=t, w=r−l, h=b−t}. */
export function boundsToFrame([l, t, r, b]: [number, number, number, number]): {
  x: number;
  y: number;
  w: number;
  h: number;
} {
  return { x: l, y: t, w: r - l, h: b - t };
}
