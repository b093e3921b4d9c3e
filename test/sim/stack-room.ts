import { LuaTypeExtension, type Decoration, type LuaEngine, type LuaThread } from "wasmoon";

/** Free Lua stack slots made sure of before each table or object crosses: a level holds a table, a key, a value. */
const SLOTS = 8;
/** Before the extensions that convert tables and objects, whatever their priority. */
const FIRST = Number.MAX_SAFE_INTEGER;

/**
 * wasmoon converts nested tables recursively between JavaScript and Lua without ever calling lua_checkstack,
 * so a value nested deeper than the 20 slots Lua guarantees writes past the end of the Lua stack: the wasm heap
 * is corrupted and a later call fails with "memory access out of bounds". LuaSkin grows the stack at each level
 * it pushes (luaL_checkstack), so on a real Mac a deep value crosses whole; this extension does the same here.
 * It converts nothing itself: it only makes room, then lets the next extension convert the value.
 */
class StackRoom extends LuaTypeExtension<unknown> {
  constructor(lua: LuaEngine) {
    super(lua.global, "hs_sim_stack_room");
  }

  close(): void {}

  override isType(thread: LuaThread): boolean {
    makeRoom(thread);
    return false;
  }

  override pushValue(thread: LuaThread, _value: Decoration<unknown>): boolean {
    makeRoom(thread);
    return false;
  }
}

/** As luaL_checkstack: an error past Lua's own limit (LUAI_MAXSTACK), never a write past the stack. */
function makeRoom(thread: LuaThread): void {
  if (!thread.lua.lua_checkstack(thread.address, SLOTS)) throw new Error("stack overflow (a value nested too deep)");
}

/** Makes every conversion in this engine grow the Lua stack as it goes deeper. */
export function growStackAsValuesNest(lua: LuaEngine): void {
  lua.global.registerTypeExtension(FIRST, new StackRoom(lua));
}
