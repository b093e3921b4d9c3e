import { LuaWasm } from "wasmoon";

type ArgType = "number" | "string" | "string|number" | "array" | "boolean";
type Call = (...args: unknown[]) => unknown;
interface Signature {
  returnType: string | null;
  argTypes: ArgType[];
}
type Cwrap = (this: { module: LuaModule }, name: string, returnType: string | null, argTypes: ArgType[]) => Call;
/** What of emscripten's module the calls use: the C functions (`_name`), the heap and its allocator. */
interface LuaModule {
  [name: `_${string}`]: unknown;
  HEAPU8: Uint8Array;
  _malloc(size: number): number;
}

const DIRECT = Symbol("called directly");
/** Bytes for the strings of the calls under way: a string that does not fit takes emscripten's own way. */
const ARENA_BYTES = 64 * 1024;
const encoder = new TextEncoder();

/**
 * A call's string arguments, written NUL-terminated into memory of the module's own, as emscripten's ccall writes them
 * on its stack: a call made while another is under way (a metamethod calling back) writes above it.
 */
class Arena {
  private readonly at: number;
  used = 0;
  constructor(private readonly module: LuaModule) {
    this.at = module._malloc(ARENA_BYTES);
  }

  /** Where `text` now is (0 for none, as ccall passes NULL), or undefined when it does not fit or is not text. */
  write(text: unknown): number | undefined {
    if (text === null || text === undefined || text === 0) return 0;
    if (typeof text !== "string" || !(text as string & { isWellFormed(): boolean }).isWellFormed()) return undefined;
    const start = this.at + this.used;
    const room = ARENA_BYTES - this.used - 1;
    if (text.length * 3 > room) return undefined;
    const { written } = encoder.encodeInto(text, this.module.HEAPU8.subarray(start, start + room));
    this.module.HEAPU8[start + written] = 0;
    this.used += written + 1;
    return start;
  }
}

/**
 * A direct call of the C function `name`, for a signature of numbers and strings returning a number or nothing:
 * what ccall does for it (strings written as UTF-8, ended by NUL) without looking the function up by name and
 * building its conversions again on each call. A string it cannot write goes through `wrapped`, ccall's way;
 * another signature keeps `wrapped`.
 */
function directCall(module: LuaModule, arena: Arena, name: string, signature: Signature, wrapped: Call): Call {
  const c = module[`_${name}`];
  const { returnType, argTypes } = signature;
  const covered = argTypes.every((type) => type === "number" || type === "string");
  if (typeof c !== "function" || !covered || !(returnType === null || returnType === "number")) return wrapped;
  const call = c as Call;
  if (!argTypes.includes("string")) return call;
  return (...args) => {
    const mark = arena.used;
    try {
      const passed: unknown[] = [];
      for (let i = 0; i < args.length; i++) {
        const at = argTypes[i] === "string" ? arena.write(args[i]) : args[i];
        if (at === undefined) return wrapped(...args);
        passed.push(at);
      }
      return call(...passed);
    } finally {
      arena.used = mark;
    }
  };
}

/**
 * wasmoon reaches each of Lua's C functions through emscripten's ccall, which looks the function up by name and
 * builds its conversions on every call: most of the simulated Mac's time in wasmoon went there. Calls of numbers and
 * strings are made directly instead (directCall), the others as wasmoon makes them. Set once, before a LuaFactory
 * makes its first module.
 */
export function callLuaDirectly(): void {
  const prototype = LuaWasm.prototype as unknown as { cwrap: Cwrap & { [DIRECT]?: true } };
  if (prototype.cwrap[DIRECT]) return;
  const original = prototype.cwrap;
  const arenas = new WeakMap<LuaModule, Arena>();
  const cwrap: Cwrap & { [DIRECT]?: true } = function (name, returnType, argTypes) {
    const wrapped = original.call(this, name, returnType, argTypes);
    let arena = arenas.get(this.module);
    if (!arena) arenas.set(this.module, (arena = new Arena(this.module)));
    return directCall(this.module, arena, name, { returnType, argTypes }, wrapped);
  };
  cwrap[DIRECT] = true;
  prototype.cwrap = cwrap;
}
