import * as z from "zod";
import type { Preset, Snapshot, Window } from "../contract/index.ts";
import { resolveApp } from "../desktop/index.ts";
import { boundsOf, monitorOf } from "../geometry/index.ts";
import { plainLine } from "../util/index.ts";
import { presetApps } from "./activate-preset.ts";
import { AppName, commandType, PresetName } from "./fields.ts";
import { defineCommand, done, failed, modelText } from "./define.ts";

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

/** Where the windows are now, as placements with exact bounds (and the monitor they are on). */
export function presetFrom(name: string, apps: string[], now: Snapshot): Preset {
  const placements = apps.flatMap((app) => {
    const win = windowOf(app, now);
    if (!win) return [];
    const monitor = monitorOf(win.screenId, now.screens);
    return [{ app_name: app, ...(monitor ? { monitor } : {}), bounds: boundsOf(win.frame) }];
  });
  return { name, placements };
}

const AppNames = z
  .array(AppName)
  .min(1)
  .optional()
  .describe("The apps whose windows to record; all visible apps when left out");

export const savePreset = defineCommand({
  type: "save_preset",
  schema: z.strictObject({
    type: commandType("save_preset"),
    preset_name: PresetName.describe("The name to save the arrangement under"),
    app_names: AppNames,
  }),
  description: modelText(new URL("./save-preset.txt", import.meta.url)),
  effect: { tier: "write", idempotent: true },
  check: (command, desktop) => {
    for (const name of command.app_names ?? []) {
      const app = resolveApp(name, desktop);
      if (!app.ok) return `app_names: ${app.error}`;
      if (!app.value.running) return `app_names: ${name} is not running, so it has no window to record`;
    }
    return undefined;
  },
  /** Saving over a preset of the same name loses where its windows were: the person says so first. */
  approval: (commands, desktop) => {
    const over = desktop.presets.filter((p) => commands.some((command) => command.preset_name === p.name));
    if (over.length === 0) return undefined;
    const names = over.map((p) => `"${plainLine(p.name)}"`).join(" and ");
    const now = over.map((p) => `${plainLine(p.name)} now: ${presetApps(p)}`);
    return {
      title: `Replace the preset ${names}?`,
      detail: [...now, "It becomes where the windows are now (undo puts it back)."].join("\n"),
    };
  },
  expect: (command, desktop) => ({
    ...desktop,
    presets: [
      ...desktop.presets.filter((p) => p.name !== command.preset_name),
      { name: command.preset_name, placements: [] },
    ],
  }),
  /** Undo puts back the preset it saved over, or removes the one it made. */
  touches: (command, result) => {
    const was = (result as { was?: Preset | null } | undefined)?.was;
    return was === undefined ? {} : { presets: [{ name: command.preset_name, was }] };
  },
  async run(command, ctx) {
    const now = await ctx.read();
    const preset = presetFrom(command.preset_name, appsToRecord(command.app_names, now), now);
    if (preset.placements.length === 0) return failed("no visible windows to record");
    const was = ctx.presets.list().find((p) => p.name === preset.name) ?? null;
    ctx.presets.save(preset);
    const replaced = was ? ` (it replaced ${presetApps(was)})` : "";
    return done(`saved preset "${preset.name}": ${presetApps(preset)}${replaced}`, { ...preset, was });
  },
});
