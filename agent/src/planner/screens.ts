import type { Screen, Snapshot } from "../contract/index.ts";
import { monitorScreens } from "../exec/resolve.ts";

export type Monitor = "main" | "left" | "right";

/** "main", "primary", "left", "right" monitor words. */
export function monitorWord(word: string): Monitor | undefined {
  if (word === "main" || word === "primary") return "main";
  if (word === "left" || word === "right") return word;
  return undefined;
}

export function monitorScreen(monitor: Monitor, snapshot: Snapshot): Screen | undefined {
  return monitorScreens(snapshot.screens)[monitor];
}

/** SPEC section 5: the screen holding the app's frontmost window, else the primary screen; `moved` wins (an earlier clause put it there). */
export function screenForApp(app: string, snapshot: Snapshot, moved?: number): Screen {
  const placed = moved === undefined ? undefined : snapshot.screens.find((s) => s.id === moved);
  if (placed) return placed;
  const windows = snapshot.windows.filter((w) => w.app === app);
  const front = windows.find((w) => w.focused) ?? windows.find((w) => w.standard && !w.minimized) ?? windows[0];
  const primary = snapshot.screens.find((s) => s.primary) ?? snapshot.screens[0]!;
  return (front && snapshot.screens.find((s) => s.id === front.screenId)) || primary;
}

export function availableMonitors(snapshot: Snapshot): Monitor[] {
  const screens = monitorScreens(snapshot.screens);
  return (["main", "left", "right"] as const).filter((m) => screens[m]);
}
