import * as z from "zod";
import type { Snapshot } from "../../contract/index.ts";
import type { Operation } from "../types.ts";
import { LAUNCHING_CALL_MS } from "./focus-app.ts";
import { checkPlacement, describePlaced, Placed, placementParams } from "./place-app.ts";

const Activated = z.object({
  name: z.string(),
  placed: z.array(Placed),
  failed: z.array(z.object({ name: z.string(), error: z.string() })),
});

function findPreset(name: string, before: Snapshot) {
  return before.presets.find((preset) => preset.name === name);
}

export const activatePreset: Operation<"activate_preset"> = {
  type: "activate_preset",
  check: (command, before) => {
    const preset = findPreset(command.preset_name, before);
    if (!preset) {
      const names = before.presets.map((p) => `"${p.name}"`).join(", ") || "none saved yet (save_preset makes one)";
      return `preset_name: no preset "${command.preset_name}"; presets: ${names}`;
    }
    for (const [i, placement] of preset.placements.entries()) {
      const problem = checkPlacement(placement, before);
      if (problem) return `preset "${preset.name}" placement ${i + 1}: ${problem}`;
    }
    return undefined;
  },
  /** Reads the presets again: an earlier step of the plan may have saved this one. */
  async run(command, ctx) {
    const current = { ...ctx.before, presets: ctx.presets.list() };
    const problem = activatePreset.check!(command, current);
    if (problem) throw new Error(problem);
    const preset = findPreset(command.preset_name, current)!;
    const placements = preset.placements.map((placement) => placementParams(placement, ctx.before));
    const outcome = Activated.parse(
      await ctx.spoon.call(
        "activate_preset",
        { name: preset.name, placements },
        LAUNCHING_CALL_MS * Math.max(1, placements.length),
      ),
    );
    const lines = outcome.placed.map(describePlaced);
    if (outcome.failed.length)
      throw Object.assign(new Error([...lines, ...outcome.failed.map((f) => `${f.name}: ${f.error}`)].join("; ")), {
        result: outcome,
      });
    return { message: `preset "${preset.name}": ${lines.join("; ")}`, result: outcome };
  },
};
