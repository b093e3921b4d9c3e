import { isCoordinate, labelOf, targetOf } from "../actions";
import { type Operation, OpFailure } from "../runtime";

/**
 * What the accessibility tree has at a global point (what a click there would press): its role, its title (else its
 * description), and its own description and identifier.
 */
export const elementAtOp: Operation<"element_at"> = {
  name: "element_at",
  parse: (params) =>
    isCoordinate(params.x) && isCoordinate(params.y)
      ? { x: params.x as number, y: params.y as number }
      : new OpFailure("x and y must be numbers (global points)"),
  run: async ({ x, y }) => {
    const element = hs.axuielement.systemElementAtPosition({ x, y });
    if (element === undefined) return {};
    const role = element.attributeValue("AXRole");
    const title = labelOf(element);
    return { ...(role === undefined ? {} : { role }), ...(title === undefined ? {} : { title }), ...targetOf(element) };
  },
};
