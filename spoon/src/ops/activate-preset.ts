import { type Operation } from "./operation";
import { list, text, firstFailure } from "./params";
import { parsePlacement, place, type Placed, type Placement } from "./place-app";

interface Preset {
  name: string;
  placements: Placement[];
}

/** Places every window of a preset in order; one that fails is reported and the others still go. */
export const activatePreset: Operation<Preset> = {
  name: "activate_preset",
  parse: (params) => {
    const name = text(params, "name");
    const placements = list(params, "placements", parsePlacement);
    return firstFailure({ name, placements }) ?? { name: name as string, placements: placements as Placement[] };
  },
  run: async ({ name, placements }) => {
    const placed: Placed[] = [];
    const failed: { name: string; error: string }[] = [];
    for (const placement of placements) {
      const [ok, result] = await place(placement).then(
        (done) => [true, done] as const,
        (error: unknown) => [false, error] as const,
      );
      if (ok) placed.push(result as Placed);
      else
        failed.push({
          name: placement.name,
          error: type(result) === "table" ? tostring((result as { message?: unknown }).message) : tostring(result),
        });
    }
    return { name, placed, failed };
  },
};
