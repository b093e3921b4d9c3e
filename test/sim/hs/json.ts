import { SimObject } from "../bridge.ts";
import type { SimContext } from "./context.ts";

class Unserialisable extends Error {}

/** What NSJSONSerialization can take: a sequence table is an array (so `{}` is `[]`), else string keys only. */
function serialisable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" && !Number.isFinite(value)) throw new Unserialisable();
  if (typeof value === "function") throw new Unserialisable();
  if (Array.isArray(value)) return value.map(serialisable);
  if (typeof value === "object") {
    if (value instanceof SimObject) throw new Unserialisable();
    const entries = Object.entries(value);
    // Integer keys that are not exactly 1..n (a sparse or mixed table) reach here as "1", "3": NSJSONSerialization
    // refuses them.
    if (entries.some(([key]) => /^\d+$/.test(key))) throw new Unserialisable();
    if (entries.length === 0) return [];
    return Object.fromEntries(entries.map(([k, v]) => [k, serialisable(v)]));
  }
  return value;
}

const RAW_LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ESCAPED_LONE_SURROGATE =
  /\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

/** A lone UTF-16 surrogate, raw or escaped as JXA's JSON.stringify writes it: NSJSONSerialization may refuse it. */
function hasLoneSurrogate(text: string): boolean {
  return RAW_LONE_SURROGATE.test(text) || ESCAPED_LONE_SURROGATE.test(text);
}

/** Foundation's JSON reader opens at most this many arrays and objects inside one another. */
const MOST_NESTED = 512;

/** Where the text opens its 513th array or object inside one another (outside strings), if it does. */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (depth === MOST_NESTED) return i;
      depth++;
    } else if (char === "]" || char === "}") depth--;
  }
  return undefined;
}

/**
 * hs.json with Hammerspoon's quirks: `{}` encodes as `[]`, `/` as `\/`, userdata (geometry objects,
 * hs objects) make encode return nil and log; invalid JSON decodes to nil and logs, never raises.
 */
export function jsonModule(ctx: SimContext) {
  return {
    encode: (value: unknown, pretty?: boolean) => {
      if (typeof value !== "object" || value === null) throw new Error("bad argument #1 to 'encode' (table expected)");
      try {
        return JSON.stringify(serialisable(value), null, pretty ? 2 : undefined).replaceAll("/", "\\/");
      } catch (error) {
        if (!(error instanceof Unserialisable)) throw error;
        ctx.print("E hs.json: Object cannot be serialised as JSON");
        return undefined;
      }
    },
    decode: (text: string) => {
      try {
        if (hasLoneSurrogate(text)) throw new Error("Unable to convert data to string: a lone UTF-16 surrogate");
        const tooDeep = tooDeepAt(text);
        if (tooDeep !== undefined)
          throw new Error(`Too many nested arrays or dictionaries around character ${tooDeep + 1}.`);
        return JSON.parse(text);
      } catch (error) {
        ctx.print(`E hs.json: ${(error as Error).message}`);
        return undefined;
      }
    },
  };
}
