import * as z from "zod";
import type { Preset, Snapshot } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import { commandType, PresetName } from "./fields.ts";
import { defineCommand, done, failed, failedWith, modelText } from "./define.ts";
import { checkPlacement, placementParams } from "./placement.ts";
import { placedInWords } from "./placed-words.ts";

/** The apps a preset places, in a line (its windows' apps, in order). */
export const presetApps = (preset: Preset): string =>
  preset.placements.map((at) => plainLine(at.app_name)).join(", ") || "no apps";

/** What is said of a preset name that names none, with the names there are (and why saved ones are missing). */
export function noPreset(name: string, presets: readonly Preset[], unavailable?: string): string {
  const names = presets.map((p) => `"${plainLine(p.name)}"`).join(", ") || "none saved yet (save_preset makes one)";
  const missing = unavailable ? ` (${plainLine(unavailable)})` : "";
  return `preset_name: no preset "${plainLine(name)}"; presets: ${names}${missing}`;
}

function checkPreset(name: string, desktop: Snapshot): { preset: Preset } | { problem: string } {
  const preset = desktop.presets.find((p) => p.name === name);
  if (!preset) return { problem: noPreset(name, desktop.presets, desktop.presetsUnavailable) };
  for (const [i, placement] of preset.placements.entries()) {
    const problem = checkPlacement(placement, desktop);
    if (problem) return { problem: `preset "${plainLine(preset.name)}" placement ${i + 1}: ${problem}` };
  }
  return { preset };
}

export const activatePreset = defineCommand({
  type: "activate_preset",
  schema: z.strictObject({
    type: commandType("activate_preset"),
    preset_name: PresetName.describe("Exact name of a preset from the context"),
  }),
  description: modelText(new URL("./activate-preset.txt", import.meta.url)),
  effect: { tier: "write", idempotent: true },
  check: (command, desktop) => {
    const checked = checkPreset(command.preset_name, desktop);
    return "problem" in checked ? checked.problem : undefined;
  },
  /** The apps it placed (from a failed step too). */
  touches: (_command, result) => ({
    apps: ((result as { placed?: { name?: unknown }[] } | undefined)?.placed ?? []).flatMap((placed) =>
      typeof placed.name === "string" ? [placed.name] : [],
    ),
  }),
  /** Reads the presets again: an earlier step of the plan may have saved this one. */
  async run(command, ctx) {
    const current = { ...ctx.before, presets: ctx.presets.list() };
    const checked = checkPreset(command.preset_name, current);
    if ("problem" in checked) return failed(checked.problem, undefined, "validation");
    const placements = checked.preset.placements.map((placement) => placementParams(placement, current));
    const params = placements.flatMap((p) => (p.ok ? [p.value] : []));
    const activated = await ctx.spoon.call("activate_preset", { name: checked.preset.name, placements: params });
    if (!activated.ok) return failedWith(activated.error);
    const lines = activated.value.placed.map((placed) => placedInWords(placed, current));
    const failures = activated.value.failed.map((f) => `${plainLine(f.name)}: ${plainLine(f.error)}`);
    if (failures.length) return failed([...lines, ...failures].join("; "), activated.value);
    return done(`preset "${plainLine(checked.preset.name)}": ${lines.join("; ")}`, activated.value);
  },
});
