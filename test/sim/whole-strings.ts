import type { LuaWasm } from "wasmoon";

const PATCHED = Symbol("whole strings");
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Strings cross between Lua and TypeScript whole, NUL and all, as Hammerspoon's do (LuaSkin pushes an NSString with
 * lua_pushlstring and its length): wasmoon reads and writes them as C strings, which end at the first NUL, so a text
 * holding one would reach the simulated modules cut short where a Mac sees all of it.
 */
export function carryWholeStrings(wasm: LuaWasm): void {
  const patched = wasm as LuaWasm & { [PATCHED]?: true };
  if (patched[PATCHED]) return;
  patched[PATCHED] = true;
  const module = wasm.module;
  const pushString = wasm.lua_pushstring;
  wasm.lua_pushstring = (L, text) => {
    if (typeof text !== "string" || !text.includes("\u0000")) return pushString(L, text);
    const bytes = encoder.encode(text);
    const at = module._malloc(bytes.length);
    module.HEAPU8.set(bytes, at);
    try {
      return wasm.lua_pushlstring(L, at, bytes.length);
    } finally {
      module._free(at);
    }
  };
  // The C function itself (emscripten exports it with an underscore): a pointer back, no conversion.
  const toString = (module as unknown as { _lua_tolstring: (L: number, index: number, length: number) => number })
    ._lua_tolstring;
  const lengthAt = module._malloc(4);
  wasm.lua_tolstring = (L, index, length) => {
    const at = toString(L, index, lengthAt);
    const size = module.getValue(lengthAt, "i32") >>> 0;
    if (length) module.setValue(length, size, "i32");
    return at === 0 ? "" : decoder.decode(module.HEAPU8.subarray(at, at + size));
  };
}
