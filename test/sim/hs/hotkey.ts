import { SimObject } from "../bridge.ts";
import type { BoundHotkey, SimContext } from "./context.ts";

/** hs.hotkey object: created disabled; a newer enabled hotkey on the same keys shadows it until deleted. */
export class SimHotkey extends SimObject {
  readonly __simType = "hs.hotkey";
  readonly #ctx: SimContext;
  readonly #entry: BoundHotkey;

  constructor(ctx: SimContext, entry: BoundHotkey) {
    super();
    [this.#ctx, this.#entry] = [ctx, entry];
  }

  enable(): this {
    if (!this.#ctx.hotkeys.includes(this.#entry)) this.#ctx.hotkeys.push(this.#entry);
    this.#entry.enabled = true;
    return this;
  }

  disable(): this {
    this.#entry.enabled = false;
    return this;
  }

  delete(): void {
    this.#entry.enabled = false;
    const at = this.#ctx.hotkeys.indexOf(this.#entry);
    if (at >= 0) this.#ctx.hotkeys.splice(at, 1);
  }
}

/**
 * hs.hotkey.new/bind with Hammerspoon's argument shifting: when the third argument is nil or a function
 * there is no message, and the functions move left (so `bind(mods, key, nil, fn)` binds a release handler).
 */
function makeHotkey(ctx: SimContext, mods: string[], key: string, ...rest: unknown[]): SimHotkey {
  const shifted = rest[0] === undefined || rest[0] === null || typeof rest[0] === "function";
  const [message, pressed, released] = shifted ? [undefined, rest[0], rest[1]] : rest;
  const entry: BoundHotkey = {
    mods: [...(mods ?? [])],
    key: String(key),
    message: typeof message === "string" ? message : undefined,
    pressed: typeof pressed === "function" ? pressed : undefined,
    released: typeof released === "function" ? released : undefined,
    enabled: false,
  };
  ctx.hotkeys.push(entry);
  return new SimHotkey(ctx, entry);
}

export function hotkeyModule(ctx: SimContext) {
  const bind = (mods: string[], key: string, ...rest: unknown[]) => makeHotkey(ctx, mods, key, ...rest).enable();
  return {
    new: (mods: string[], key: string, ...rest: unknown[]) => makeHotkey(ctx, mods, key, ...rest),
    bind,
    bindSpec: (spec: Record<string, unknown> | unknown[], ...rest: unknown[]) =>
      Array.isArray(spec)
        ? bind(spec[0] as string[], String(spec[1]), ...rest)
        : bind(spec["1"] as string[], String(spec["2"]), ...rest),
  };
}
