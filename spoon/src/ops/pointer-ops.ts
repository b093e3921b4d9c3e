import { dragBetween, isCoordinate, leftButton, moveMouse, onSomeScreen } from "../actions";
import { type Operation, OpFailure } from "../runtime";
import type { Params } from "../contract";
import { after, modifiers } from "./input-ops";

const MOUSE_ACTIONS = ["where", "move", "down", "up"];
type Point = { x: number; y: number };

/** A global point on some screen, or what is wrong with it. */
function pointIn(value: unknown, name: string): Point | OpFailure {
  const point = value as Partial<Point> | undefined;
  if (type(value) !== "table" || !isCoordinate(point!.x) || !isCoordinate(point!.y))
    return new OpFailure(`${name} must be {x, y} in global points`);
  if (!onSomeScreen(point!.x as number, point!.y as number))
    return new OpFailure(`${name} ${point!.x},${point!.y} is on no screen`);
  return { x: point!.x as number, y: point!.y as number };
}

/**
 * The pointer: where it is, moving it (a drag while the left button is held), or the left button down
 * and up at a point (default where the pointer is), as the computer tool's mouse_move,
 * left_mouse_down, left_mouse_up and cursor_position do.
 */
export const mouseOp: Operation<"mouse"> = {
  name: "mouse",
  parse: (params: Params) => {
    const action = params.action;
    if (type(action) !== "string" || !MOUSE_ACTIONS.includes(action as string))
      return new OpFailure(`action must be one of ${MOUSE_ACTIONS.join(", ")}`);
    const mods = modifiers(params);
    if (mods instanceof OpFailure) return mods;
    const wanted = action as "where" | "move" | "down" | "up";
    if (params.x === undefined && params.y === undefined) return { action: wanted, modifiers: mods };
    const point = pointIn(params, "x, y");
    return point instanceof OpFailure ? point : { action: wanted, ...point, modifiers: mods };
  },
  run: async ({ action, x, y, modifiers: mods }) => {
    const here = hs.mouse.absolutePosition();
    const point = x === undefined || y === undefined ? { x: here.x, y: here.y } : { x, y };
    if (action === "move") moveMouse(point, mods ?? []);
    else if (action === "down" || action === "up") leftButton(point, action === "down", mods ?? []);
    return { ...point, ...after() };
  },
};

/** Presses at one point, drags to another in steps, and releases there (left_click_drag). */
export const dragOp: Operation<"drag"> = {
  name: "drag",
  parse: (params: Params) => {
    const from = pointIn(params.from, "from");
    if (from instanceof OpFailure) return from;
    const to = pointIn(params.to, "to");
    if (to instanceof OpFailure) return to;
    const mods = modifiers(params);
    return mods instanceof OpFailure ? mods : { from, to, modifiers: mods };
  },
  run: async ({ from, to, modifiers: mods }) => {
    dragBetween(from, to, mods ?? []);
    return { ...to, ...after() };
  },
};
