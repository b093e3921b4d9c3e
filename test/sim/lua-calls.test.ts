import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LuaFactory } from "wasmoon";
import { callLuaDirectly } from "./lua-calls.ts";

describe("Lua's C functions called directly (lua-calls.ts), as ccall calls them", () => {
  it("passes numbers through, strings as UTF-8 (long ones, calls within calls), and answers the same", async () => {
    callLuaDirectly();
    const lua = await new LuaFactory().createEngine();
    const { lua: wasm, address: L } = lua.global;
    const module = wasm.module as unknown as Record<string, unknown>;
    assert.equal(wasm.lua_gettop, module._lua_gettop, "a call of numbers is the C function itself");
    // Names written into the arena, one longer than it: that one goes ccall's way.
    for (const name of ["plain", "café ☕ 𝄞", "x".repeat(70_000)]) {
      wasm.lua_pushnumber(L, name.length);
      wasm.lua_setglobal(L, name);
      assert.equal(lua.doStringSync(`return _G[${JSON.stringify(name)}]`), name.length, name.slice(0, 20));
    }
    // A field read through a metamethod that reads a global itself: a call made while another is under way.
    lua.global.set("inner", "from the inner call");
    lua.global.set("lookup", (_table: unknown, key: string) => `${key}: ${lua.global.get("inner")}`);
    lua.doStringSync("probe = setmetatable({}, { __index = function(t, k) return lookup(t, k) end })");
    wasm.lua_getglobal(L, "probe");
    wasm.lua_getfield(L, -1, "outer key");
    assert.equal(lua.global.getValue(-1), "outer key: from the inner call");
    wasm.lua_settop(L, 0);
    lua.global.close();
  });
});
