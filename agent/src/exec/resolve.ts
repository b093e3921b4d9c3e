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
  const close = [...before.apps, ...before.installedApps].map((app) => app.name).filter((n) => n.toLowerCase().includes(lower) || lower.includes(n.toLowerCase()));
  const hint = close.length ? `did you mean ${[...new Set(close)].map((n) => `"${n}"`).join(" or ")}? ` : "";
  return { ok: false, error: `"${name}" is not a running or installed app; ${hint}running: ${list(before.apps.map((app) => app.name))}` };
}

/** A tab by its global index in the snapshot. */
export function resolveTab(index: number, before: Snapshot): Found<Tab> {
  const tab = before.tabs.find((t) => t.index === index);
  if (tab) return { ok: true, value: tab };
  if (before.tabs.length === 0) return { ok: false, error: `tab ${index} does not exist: no Chrome tabs are open` };
  return { ok: false, error: `tab ${index} does not exist; open tabs are 1-${before.tabs.length}` };
}

function centerX(screen: Screen): number {
  return screen.fullFrame.x + screen.fullFrame.w / 2;
}

/** SPEC section 5: main = the primary screen; left/right = the nearest screen west/east of it. */
export function monitorScreens(screens: Screen[]): { main: Screen; left?: Screen; right?: Screen } {
  const main = screens.find((s) => s.primary) ?? screens[0]!;
  const others = screens.filter((s) => s !== main);
  const west = others.filter((s) => centerX(s) < main.fullFrame.x).sort((a, b) => centerX(b) - centerX(a));
  const east = others.filter((s) => centerX(s) > main.fullFrame.x + main.fullFrame.w).sort((a, b) => centerX(a) - centerX(b));
  return { main, left: west[0], right: east[0] };
}

export function resolveMonitor(monitor: "main" | "left" | "right", before: Snapshot): Found<Screen> {
  const screens = monitorScreens(before.screens);
  const screen = screens[monitor];
  if (screen) return { ok: true, value: screen };
  const valid = (["main", "left", "right"] as const).filter((m) => screens[m]);
  return { ok: false, error: `there is no screen ${monitor} of the main screen; valid: ${valid.join(", ")}` };
}

/** Bounds [left, top, right, bottom] must overlap some screen, or the window would be lost off-screen. */
export function checkBounds(bounds: [number, number, number, number], before: Snapshot): string | undefined {
  const [l, t, r, b] = bounds;
  const meets = before.screens.some(({ fullFrame: f }) => l < f.x + f.w && r > f.x && t < f.y + f.h && b > f.y);
  if (meets) return undefined;
  const screens = before.screens.map((s) => `${s.name} [${s.fullFrame.x}, ${s.fullFrame.y}, ${s.fullFrame.x + s.fullFrame.w}, ${s.fullFrame.y + s.fullFrame.h}]`);
  return `bounds [${bounds.join(", ")}] meet no screen; screens: ${screens.join("; ")}`;
}

/** Hammerspoon's frame from SPEC bounds: {x=l, y=t, w=r−l, h=b−t}. */
export function boundsToFrame([l, t, r, b]: [number, number, number, number]): { x: number; y: number; w: number; h: number } {
  return { x: l, y: t, w: r - l, h: b - t };
}
