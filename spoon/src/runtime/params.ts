import type { Frame, Params } from "../contract";
import { OpFailure } from "./failure";

type Table = { [key: string]: unknown };

/** A non-empty string parameter. */
export function text(params: Params, key: string): string | OpFailure {
  const value = params[key];
  return type(value) === "string" && value !== ""
    ? (value as string)
    : new OpFailure(`${key} must be a non-empty string`);
}

/** An integer parameter. */
export function integer(params: Params, key: string): number | OpFailure {
  const value = params[key];
  return type(value) === "number" && math.type(value as number) === "integer"
    ? (value as number)
    : new OpFailure(`${key} must be an integer`);
}

function isNumber(value: unknown): value is number {
  return type(value) === "number";
}

/** A frame {x, y, w, h} with positive size, or undefined when absent. */
export function optionalFrame(params: Params, key: string): Frame | undefined | OpFailure {
  const value = params[key];
  if (value === undefined) return undefined;
  const frame = value as Table;
  if (
    type(value) !== "table" ||
    !isNumber(frame.x) ||
    !isNumber(frame.y) ||
    !isNumber(frame.w) ||
    !isNumber(frame.h) ||
    frame.w <= 0 ||
    frame.h <= 0
  ) {
    return new OpFailure(`${key} must be {x, y, w, h} with w and h > 0`);
  }
  return { x: frame.x, y: frame.y, w: frame.w, h: frame.h };
}

/**
 * The entries of a JSON array as it arrives in Lua: a table whose keys are exactly 1..n. A null
 * inside it leaves a hole, where ipairs would silently stop, so a hole is an error here.
 */
function sequence(value: unknown, key: string): unknown[] | OpFailure {
  if (type(value) !== "table") return new OpFailure(`${key} must be a list`);
  let count = 0;
  let highest = 0;
  for (const [index] of pairs(value as object)) {
    if (math.type(index as number) !== "integer" || (index as number) < 1)
      return new OpFailure(`${key} must be a list, not an object`);
    count += 1;
    highest = math.max(highest, index as number);
  }
  if (count !== highest) return new OpFailure(`${key} must not contain null`);
  return value as unknown[];
}

/** A list of tables, each checked by `item`. */
export function list<T>(
  params: Params,
  key: string,
  item: (this: void, value: Params) => T | OpFailure,
): T[] | OpFailure {
  const entries = sequence(params[key], key);
  if (entries instanceof OpFailure) return entries;
  const out: T[] = [];
  for (const entry of entries) {
    if (type(entry) !== "table") return new OpFailure(`every entry of ${key} must be an object`);
    const checked = item(entry as Params);
    if (checked instanceof OpFailure) return new OpFailure(`${key}: ${checked.message}`);
    out.push(checked);
  }
  return out;
}

/**
 * A failure among checked values, if any. Takes them by name: a Lua list stops at its first nil,
 * so optional values that are absent would hide the checks after them.
 */
export function firstFailure(values: { [name: string]: unknown }): OpFailure | undefined {
  // Lua's pairs() order changes from run to run: look in name order, so the same input names the same field.
  const names = Object.keys(values);
  table.sort(names);
  for (const name of names) if (values[name] instanceof OpFailure) return values[name] as OpFailure;
  return undefined;
}

/** A list of non-empty strings, maybe empty. */
function strings(params: Params, key: string): string[] | OpFailure {
  const entries = sequence(params[key], key);
  if (entries instanceof OpFailure) return entries;
  const out: string[] = [];
  for (const entry of entries) {
    if (type(entry) !== "string" || entry === "")
      return new OpFailure(`every entry of ${key} must be a non-empty string`);
    out.push(entry as string);
  }
  return out;
}

/** A non-empty list of non-empty strings. */
export function textList(params: Params, key: string): string[] | OpFailure {
  const out = strings(params, key);
  return out instanceof OpFailure || out.length > 0 ? out : new OpFailure(`${key} must not be empty`);
}

/** A list of non-empty strings (maybe empty), or nothing when absent. */
export function optionalTextList(params: Params, key: string): string[] | undefined | OpFailure {
  return params[key] === undefined ? undefined : strings(params, key);
}

/** true or false, or nothing when absent. */
export function optionalBoolean(params: Params, key: string): boolean | undefined | OpFailure {
  const value = params[key];
  if (value === undefined || type(value) === "boolean") return value as boolean | undefined;
  return new OpFailure(`${key} must be true or false`);
}
