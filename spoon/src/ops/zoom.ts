import { OpFailure } from "../failure";
import { captureArea } from "../vision";
import type { Operation } from "./operation";
import { optionalFrame } from "./params";

/**
 * A part of a screen (global points) at full resolution within the models' limits: the computer tool's
 * zoom. The area must lie on one screen.
 */
export const zoomOp: Operation<"zoom"> = {
  name: "zoom",
  parse: (params) => {
    const area = optionalFrame(params, "area");
    if (area === undefined) return new OpFailure("area must be {x, y, w, h} in global points with w and h > 0");
    if (area instanceof OpFailure) return area;
    const edge = params.maxLongEdge;
    if (edge !== undefined && (type(edge) !== "number" || (edge as number) < 200 || (edge as number) > 2576))
      return new OpFailure("maxLongEdge must be a number of pixels from 200 to 2576");
    return { area, maxLongEdge: edge as number | undefined };
  },
  run: async ({ area, maxLongEdge }) => {
    const screen = hs.screen.allScreens().find((s) => {
      const f = s.fullFrame();
      return area.x >= f.x && area.y >= f.y && area.x + area.w <= f.x + f.w && area.y + area.h <= f.y + f.h;
    });
    if (screen === undefined)
      throw new OpFailure(`the area ${area.x},${area.y} ${area.w}×${area.h} is not on one screen`);
    return captureArea(screen, area, maxLongEdge);
  },
};
