import { elementsIn } from "../actions";
import { type Operation, OpFailure, optionalFrame } from "../runtime";

/**
 * The accessibility elements overlapping an area of the screen, in the app whose window is at the
 * area's middle: what a box found by vision is snapped to. None is an answer (a canvas, a game).
 */
export const elementsInOp: Operation<"elements_in"> = {
  name: "elements_in",
  parse: (params) => {
    const area = optionalFrame(params, "area");
    if (area === undefined) return new OpFailure("area must be {x, y, w, h} in global points with w and h > 0");
    return area instanceof OpFailure ? area : { area };
  },
  run: async ({ area }) => {
    const middle = { x: area.x + area.w / 2, y: area.y + area.h / 2 };
    const under = hs.axuielement.systemElementAtPosition(middle);
    const pid = under === undefined ? undefined : under.pid();
    const app = pid === undefined ? undefined : hs.application.applicationForPID(pid);
    if (app === undefined) return { elements: [] };
    return { app: app.name(), elements: elementsIn(app, area) };
  },
};
