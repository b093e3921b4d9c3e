import { SETTING_RANGES } from "../contract";
import { type Operation, OpFailure, optionalFrame } from "../runtime";
import { captureArea } from "../vision";

/**
 * A part of a screen (global points) at full resolution within the models' limits: the computer tool's
 * zoom.
 */
export const zoomOp: Operation<"zoom"> = {
  name: "zoom",
  parse: (params) => {
    const area = optionalFrame(params, "area");
    if (area === undefined) return new OpFailure("area must be {x, y, w, h} in global points with w and h > 0");
    if (area instanceof OpFailure) return area;
    const edge = params.maxLongEdge;
    const { low, high } = SETTING_RANGES.maxLongEdge;
    if (edge !== undefined && (type(edge) !== "number" || (edge as number) < low || (edge as number) > high))
      return new OpFailure(`maxLongEdge must be a number of pixels from ${low} to ${high}`);
    return { area, maxLongEdge: edge as number | undefined };
  },
  /** On the screen under the area's middle, cut to that screen (an edge a hair past it is float rounding). */
  run: async ({ area, maxLongEdge }) => {
    const middle = { x: area.x + area.w / 2, y: area.y + area.h / 2 };
    const screen = hs.screen.allScreens().find((s) => {
      const f = s.fullFrame();
      return middle.x >= f.x && middle.x < f.x + f.w && middle.y >= f.y && middle.y < f.y + f.h;
    });
    if (screen === undefined) throw new OpFailure(`the area ${area.x},${area.y} ${area.w}×${area.h} is on no screen`);
    const f = screen.fullFrame();
    const x = math.max(area.x, f.x);
    const y = math.max(area.y, f.y);
    const w = math.min(area.x + area.w, f.x + f.w) - x;
    const h = math.min(area.y + area.h, f.y + f.h) - y;
    return captureArea(screen, { x, y, w, h }, maxLongEdge);
  },
};
