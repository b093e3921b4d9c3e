import { OpFailure } from "../failure";
import type { Operation } from "./operation";

const finite = (value: unknown) => type(value) === "number" && value === value && math.abs(value as number) < 1e6;

/** What the accessibility tree has at a global point: its role and title (what a click there would press). */
export const elementAtOp: Operation<"element_at"> = {
  name: "element_at",
  parse: (params) =>
    finite(params.x) && finite(params.y)
      ? { x: params.x as number, y: params.y as number }
      : new OpFailure("x and y must be numbers (global points)"),
  run: async ({ x, y }) => {
    const element = hs.axuielement.systemElementAtPosition({ x, y });
    if (element === undefined) return {};
    const role = element.attributeValue("AXRole");
    const title = element.attributeValue("AXTitle") ?? element.attributeValue("AXDescription");
    return { ...(role === undefined ? {} : { role }), ...(title === undefined ? {} : { title }) };
  },
};
