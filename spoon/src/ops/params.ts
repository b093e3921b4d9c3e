import type { Params } from "../link";
import { OpFailure } from "./operation";
import type { Frame } from "../desktop/types";

type Table = { [key: string]: unknown };

/** A non-empty string parameter. */
export function text(params: Params, key: string): string | OpFailure {
  const value = params[key];
  return type(value) === "string" && value !== "" ? (value as string) : new OpFailure(`${key} must be a non-empty string`);
}

/** An integer parameter. */
export function integer(params: Params, key: string): number | OpFailure {
  const value = params[key];
  return type(value) === "number" && math.type(value as number) === "integer" ? (value as number) : new OpFailure(`${key} must be an integer`);
}

function isNumber(value: unknown): value is number {
  return type(value) === "number";
}

/** A frame {x, y, w, h} with positive size, or undefined when absent. */
export function optionalFrame(params: Params, key: string): Frame | undefined | OpFailure {
  const value = params[key];
  if (value === undefined) return undefined;
  const frame = value as Table;
  if (type(value) !== "table" || !isNumber(frame.x) || !isNumber(frame.y) || !isNumber(frame.w) || !isNumber(frame.h) || frame.w <= 0 || frame.h <= 0) {
    return new OpFailure(`${key} must be {x, y, w, h} with w and h > 0`);
  }
  return { x: frame.x, y: frame.y, w: frame.w, h: frame.h };
}

/** A list of tables, each checked by `item`. */
export function list<T>(params: Params, key: string, item: (this: void, value: Params) => T | OpFailure): T[] | OpFailure {
  const value = params[key];
  if (type(value) !== "table") return new OpFailure(`${key} must be a list`);
  const out: T[] = [];
  for (const entry of value as unknown[]) {
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
  for (const value of Object.values(values)) if (value instanceof OpFailure) return value;
  return undefined;
}

/** A non-empty list of non-empty strings. */
export function textList(params: Params, key: string): string[] | OpFailure {
  const value = params[key];
  if (type(value) !== "table") return new OpFailure(`${key} must be a list of strings`);
  const out: string[] = [];
  for (const entry of value as unknown[]) {
    if (type(entry) !== "string" || entry === "") return new OpFailure(`every entry of ${key} must be a non-empty string`);
    out.push(entry as string);
  }
  return out.length > 0 ? out : new OpFailure(`${key} must not be empty`);
}
