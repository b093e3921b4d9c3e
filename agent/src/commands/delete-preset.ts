import * as z from "zod";
import type { Preset } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import { noPreset, presetApps } from "./activate-preset.ts";
import { commandType, PresetName } from "./fields.ts";
import { defineCommand, done, failed, modelText } from "./define.ts";

export const deletePreset = defineCommand({
  type: "delete_preset",
  schema: z.strictObject({
    type: commandType("delete_preset"),
    preset_name: PresetName.describe("Exact name of a preset from the context"),
  }),
  description: modelText(new URL("./delete-preset.txt", import.meta.url)),
  effect: { tier: "destructive", idempotent: true },
  check: (command, desktop) =>
    desktop.presets.some((p) => p.name === command.preset_name)
      ? undefined
      : noPreset(command.preset_name, desktop.presets, desktop.presetsUnavailable),
  /** A preset is the person's own arrangement: forgetting it is asked, as other losses are. */
  approval: (commands, desktop) => {
    const gone = desktop.presets.filter((p) => commands.some((command) => command.preset_name === p.name));
    return {
      title: `Delete the preset ${gone.map((p) => `"${plainLine(p.name)}"`).join(" and ")}?`,
      detail: [...gone.map((p) => `${plainLine(p.name)}: ${presetApps(p)}`), "Undo puts it back."].join("\n"),
    };
  },
  expect: (command, desktop) => ({
    ...desktop,
    presets: desktop.presets.filter((p) => p.name !== command.preset_name),
  }),
  /** Undo saves it again as it was. */
  touches: (command, result) => {
    const was = (result as { was?: Preset } | undefined)?.was;
    return was ? { presets: [{ name: command.preset_name, was }] } : {};
  },
  async run(command, ctx) {
    const was = ctx.presets.remove(command.preset_name);
    if (!was) return failed(noPreset(command.preset_name, ctx.presets.list()), undefined, "validation");
    return done(`deleted the preset "${plainLine(was.name)}" (${presetApps(was)})`, { was });
  },
});
