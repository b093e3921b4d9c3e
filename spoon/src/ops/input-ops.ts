import {
  clickAt,
  isCoordinate,
  onSomeScreen,
  pressKey,
  scrollAt,
  typeText,
  untypeable,
  type Button,
  type ScrollDirection,
} from "../actions";
import { KEYS, MODIFIERS, type Params } from "../contract";
import { type Operation, OpFailure } from "../runtime";

const BUTTON_NAMES = ["left", "right", "middle"];
export function modifiers(params: Params): string[] | OpFailure {
  const given = params.modifiers;
  if (given === undefined) return [];
  const list = type(given) === "table" ? (given as unknown[]) : undefined;
  if (list === undefined || list.some((m) => type(m) !== "string" || !MODIFIERS.includes(m as string)))
    return new OpFailure(`modifiers must be a list of ${MODIFIERS.join(", ")}`);
  return list as string[];
}

/** The frontmost app and its focused window's title after an action: what the agent checks it against. */
export function after(): { app: string | undefined; window: string | undefined } {
  const app = hs.application.frontmostApplication();
  return { app: app?.name(), window: app?.focusedWindow()?.title() };
}

/** Clicks at a global point (left, right or middle; 1-3 times; with modifiers). */
export const clickOp: Operation<"click"> = {
  name: "click",
  parse: (params) => {
    const { x, y } = params;
    if (!isCoordinate(x) || !isCoordinate(y)) return new OpFailure("x and y must be numbers (global points)");
    const button = params.button ?? "left";
    if (type(button) !== "string" || !BUTTON_NAMES.includes(button as string))
      return new OpFailure(`button must be one of ${BUTTON_NAMES.join(", ")}`);
    const count = params.count ?? 1;
    if (count !== 1 && count !== 2 && count !== 3) return new OpFailure("count must be 1, 2 or 3");
    const mods = modifiers(params);
    if (mods instanceof OpFailure) return mods;
    return { x: x as number, y: y as number, button: button as Button, count: count as 1 | 2 | 3, modifiers: mods };
  },
  run: async ({ x, y, button, count, modifiers: mods }) => {
    if (!onSomeScreen(x, y)) throw new OpFailure(`${x},${y} is on no screen`);
    clickAt({ x, y }, button ?? "left", count ?? 1, mods ?? []);
    return { x, y, ...after() };
  },
};

/** Types text into what has the keyboard focus. */
export const typeTextOp: Operation<"type_text"> = {
  name: "type_text",
  parse: (params) => {
    const text = params.text;
    if (type(text) !== "string" || text === "" || (text as string).length > 10_000)
      return new OpFailure("text must be a string of 1 to 10000 characters");
    const untyped = untypeable(text as string);
    if (untyped !== undefined) return new OpFailure(untyped);
    return { text: text as string };
  },
  run: async ({ text }) => {
    return { typed: utf8.len(text) ?? text.length, ...typeText(text), ...after() };
  },
};

/** Presses a key (a name such as "return", or one character) with modifiers. */
export const pressKeyOp: Operation<"press_key"> = {
  name: "press_key",
  parse: (params) => {
    const key = params.key;
    const known = type(key) === "string" && (KEYS.includes(key as string) || utf8.len(key as string) === 1);
    if (!known) return new OpFailure(`key must be one character or one of ${KEYS.join(", ")}`);
    const mods = modifiers(params);
    if (mods instanceof OpFailure) return mods;
    const hold = params.hold;
    if (hold !== undefined && (type(hold) !== "number" || (hold as number) < 0.02 || (hold as number) > 3))
      return new OpFailure("hold must be a number of seconds from 0.02 to 3");
    return { key: key as string, modifiers: mods, hold: hold as number | undefined };
  },
  run: async ({ key, modifiers: mods, hold }) => {
    pressKey(key, mods ?? [], hold);
    return { key, ...after() };
  },
};

const DIRECTIONS = ["up", "down", "left", "right"];

/** Scrolls what is under a global point by whole lines (1 to 50). */
export const scrollOp: Operation<"scroll"> = {
  name: "scroll",
  parse: (params) => {
    const { x, y, direction, amount } = params;
    if (!isCoordinate(x) || !isCoordinate(y)) return new OpFailure("x and y must be numbers (global points)");
    if (type(direction) !== "string" || !DIRECTIONS.includes(direction as string))
      return new OpFailure(`direction must be one of ${DIRECTIONS.join(", ")}`);
    const lines = amount ?? 3;
    if (
      type(lines) !== "number" ||
      math.floor(lines as number) !== lines ||
      (lines as number) < 1 ||
      (lines as number) > 50
    )
      return new OpFailure("amount must be a whole number of lines from 1 to 50");
    const mods = modifiers(params);
    if (mods instanceof OpFailure) return mods;
    const where = { x: x as number, y: y as number };
    return { ...where, direction: direction as ScrollDirection, amount: lines as number, modifiers: mods };
  },
  run: async ({ x, y, direction, amount, modifiers: mods }) => {
    scrollAt({ x, y }, direction, amount ?? 3, mods ?? []);
    return { x, y, ...after() };
  },
};
