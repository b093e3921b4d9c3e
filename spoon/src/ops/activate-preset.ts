import { firstFailure, list, type Operation, OpFailure, text } from "../runtime";
import type { OpResult, PlaceParams } from "../contract";
import { parsePlacement, place } from "./place-app";

/** Places every window of a preset in order; one that fails (expectedly) is reported and the others still go. */
export const activatePreset: Operation<"activate_preset"> = {
  name: "activate_preset",
  parse: (params) => {
    const name = text(params, "name");
    const placements = list(params, "placements", parsePlacement);
    return firstFailure({ name, placements }) ?? { name: name as string, placements: placements as PlaceParams[] };
  },
  run: async ({ name, placements }, ctx) => {
    const outcome: OpResult<"activate_preset"> = { name, placed: [], failed: [] };
    for (const placement of placements) {
      const [ok, result] = await place(ctx, placement).then(
        (done) => [true, done] as const,
        (error: unknown) => [false, error] as const,
      );
      if (ok) outcome.placed.push(result);
      else if (result instanceof OpFailure) outcome.failed.push({ name: placement.name, error: result.message });
      else throw result;
    }
    return outcome;
  },
};
