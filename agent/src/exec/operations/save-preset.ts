import type { Preset, Snapshot, Window } from "../../contract/index.ts";
import { readSnapshot } from "../snapshot.ts";
import { monitorScreens, resolveApp } from "../resolve.ts";
import type { Operation } from "../types.ts";

/** The window that stands for an app in a preset: its focused window, else its first visible standard one. */
function windowOf(app: string, now: Snapshot): Window | undefined {
  const windows = now.windows.filter((w) => w.app === app && w.standard && !w.minimized);
  return windows.find((w) => w.focused) ?? windows[0];
}

/** The apps a preset records: the named ones, or every visible app with a window. */
function appsToRecord(names: string[] | undefined, now: Snapshot): string[] {
  if (names) return names;
  return now.apps.filter((app) => !app.hidden && windowOf(app.name, now)).map((app) => app.name);
}

function monitorOf(win: Window, now: Snapshot): "main" | "left" | "right" | undefined {
  const screens = monitorScreens(now.screens);
  return (["main", "left", "right"] as const).find((name) => screens[name]?.id === win.screenId);
}

/** Where the windows are now, as placements with exact bounds (and the monitor they are on). */
export function presetFrom(name: string, apps: string[], now: Snapshot): Preset {
  const placements = apps.flatMap((app) => {
    const win = windowOf(app, now);
    if (!win) return [];
    const { x, y, w, h } = win.frame;
    const monitor = monitorOf(win, now);
    return [
      {
        app_name: app,
        ...(monitor ? { monitor } : {}),
        bounds: [x, y, x + w, y + h] as [number, number, number, number],
      },
    ];
  });
  return { name, placements };
}

export const savePreset: Operation<"save_preset"> = {
  type: "save_preset",
  check: (command, before) => {
    for (const name of command.app_names ?? []) {
      const app = resolveApp(name, before);
      if (!app.ok) return `app_names: ${app.error}`;
      if (!app.value.running) return `app_names: ${name} is not running, so it has no window to record`;
    }
    return undefined;
  },
  expect: (command, before) => ({
    ...before,
    presets: [
      ...before.presets.filter((p) => p.name !== command.preset_name),
      { name: command.preset_name, placements: [] },
    ],
  }),
  async run(command, ctx) {
    const now = await readSnapshot(ctx.spoon, ctx.presets.list());
    const preset = presetFrom(command.preset_name, appsToRecord(command.app_names, now), now);
    if (preset.placements.length === 0) throw new Error("no visible windows to record");
    ctx.presets.save(preset);
    return {
      message: `saved preset "${preset.name}": ${preset.placements.map((p) => p.app_name).join(", ")}`,
      result: preset,
    };
  },
};
