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
  // The C functions themselves (emscripten exports them with an underscore): pointers, no conversion.
  const c = module as unknown as {
    _lua_pushlstring: (L: number, at: number, length: number) => number;
    _lua_tolstring: (L: number, index: number, length: number) => number;
  };
  // Where a text is written for Lua to copy (lua_pushlstring keeps no pointer to it): grown as texts need.
  let scratch = { at: module._malloc(4096), size: 4096 };
  wasm.lua_pushstring = (L, text) => {
    // A text of lone surrogates and no NUL is left to emscripten, which writes them its own way.
    const wellFormed = typeof text === "string" && (text as string & { isWellFormed(): boolean }).isWellFormed();
    if (typeof text !== "string" || (!wellFormed && !text.includes("\u0000"))) return pushString(L, text);
    if (text.length * 3 > scratch.size) {
      module._free(scratch.at);
      const size = text.length * 3;
      scratch = { at: module._malloc(size), size };
    }
    const { written } = encoder.encodeInto(text, module.HEAPU8.subarray(scratch.at, scratch.at + scratch.size));
    c._lua_pushlstring(L, scratch.at, written);
    // lua_pushstring gives back Lua's copy as text: the same text.
    return text;
  };
  const toString = c._lua_tolstring;
  const lengthAt = module._malloc(4);
  wasm.lua_tolstring = (L, index, length) => {
    const at = toString(L, index, lengthAt);
    const size = module.getValue(lengthAt, "i32") >>> 0;
    if (length) module.setValue(length, size, "i32");
    return at === 0 ? "" : decoder.decode(module.HEAPU8.subarray(at, at + size));
  };
}
