import { isCoordinate, labelOf, targetOf } from "../actions";
import type { AxTarget } from "../contract";
import { type Operation, OpFailure } from "../runtime";

/** Roles a click presses: a click on what is inside one (its icon, its text) presses it. */
const CONTROLS = [
  "AXButton",
  "AXLink",
  "AXMenuItem",
  "AXMenuBarItem",
  "AXMenuButton",
  "AXPopUpButton",
  "AXCheckBox",
  "AXRadioButton",
  "AXDisclosureTriangle",
  "AXTab",
];
/** How far up from the element hit a control holding it is looked for. */
const MAX_UP = 6;

/** An element as it says what it is: its role, its title (else its description), its description and identifier. */
function described(element: hs.axuielement.Element): AxTarget & { role?: string; title?: string } {
  const role = element.attributeValue("AXRole");
  const title = labelOf(element);
  return { ...(role === undefined ? {} : { role }), ...(title === undefined ? {} : { title }), ...targetOf(element) };
}

/** The control a click on `element` presses when it is inside one (a button's icon or text); undefined otherwise. */
function holdingControl(element: hs.axuielement.Element): hs.axuielement.Element | undefined {
  let up = element.attributeValue("AXParent");
  for (let depth = 0; up !== undefined && depth < MAX_UP; depth++) {
    if (CONTROLS.includes(up.attributeValue("AXRole") ?? "")) return up;
    up = up.attributeValue("AXParent");
  }
  return undefined;
}

/**
 * What the accessibility tree has at a global point (what a click there would press): its role, its title (else its
 * description), its own description and identifier, and the control holding it when it is inside one.
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
    const own = described(element);
    if (CONTROLS.includes(own.role ?? "")) return own;
    const control = holdingControl(element);
    return control === undefined ? own : { ...own, control: described(control) };
  },
};
