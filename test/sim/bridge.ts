import { readFileSync } from "node:fs";
import { decorateProxy, LuaMultiReturn, type LuaEngine } from "wasmoon";
import { growStackAsValuesNest } from "./stack-room.ts";

let nextSimId = 1;

/** A Hammerspoon userdata simulated in TypeScript: its methods are what Lua can call with `:`. */
export abstract class SimObject {
  readonly __simId = nextSimId++;
  abstract readonly __simType: string;
  /** Called when Lua's collector takes the last reference, as Hammerspoon's `__gc` does. */
  __collected(): void {}
}

/** Hammerspoon's `self`-returning methods (`timer:start()`) return this; the bridge hands back the caller's table. */
const SELF = "\u0001hs-sim:self\u0001";
const ERROR = "\u0001hs-sim:error\u0001";
const BRIDGE_LUA = readFileSync(new URL("./bridge.lua", import.meta.url), "utf8");

type Ref = { __simRef: number };
type FunctionRef = { __simFn: number };
function isFunctionRef(value: unknown): value is FunctionRef {
  return typeof value === "object" && value !== null && typeof (value as FunctionRef).__simFn === "number";
}
function isRef(value: unknown): value is Ref {
  return typeof value === "object" && value !== null && typeof (value as Ref).__simRef === "number";
}

/** JavaScript's own object members (constructor, toString...) are not Hammerspoon's: Lua never sees them. */
function isJavaScriptMember(key: string): boolean {
  return key.startsWith("__") || Object.prototype.hasOwnProperty.call(Object.prototype, key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Carries calls between Lua and the simulated `hs` modules. Only plain data crosses: tables become
 * Lua tables (never proxies), simulated objects become references that bridge.lua wraps.
 */
export class Bridge {
  private readonly objects = new Map<number, object>();
  /** Objects no Lua table stands for now, held weakly: Lua may be handed one again while TypeScript still has it. */
  private readonly unheld = new Map<number, WeakRef<object>>();
  private readonly objectGone = new FinalizationRegistry<number>((id) => {
    if (this.unheld.get(id)?.deref() === undefined) this.unheld.delete(id);
  });
  private readonly names = new Map<number, string>();
  /** Live Lua tables per object id; an object no Lua table stands for is registered again when handed to Lua. */
  private readonly wrappers = new Map<number, number>();
  /** How often each simulated function was called, e.g. `hs.application.runningApplications`. */
  readonly calls = new Map<string, number>();
  /** How many callbacks have raised an error so far. */
  errors = 0;
  /** How many callbacks have run so far: the simulated Mac is busy while this moves. */
  callbacks = 0;
  /** Charges a call its cost before it runs; a value returned instead of running it (its app did not answer). */
  meter: (name: string, target: unknown) => { value: unknown } | undefined = () => undefined;
  /**
   * Lua functions as TypeScript sees them, by their id in bridge.lua, and back. Held weakly: once TypeScript lets go
   * of one (the object holding the callback was collected), bridge.lua lets go of it too, as Hammerspoon releases an
   * object's callbacks when the object is collected.
   */
  private readonly functions = new Map<number, WeakRef<(...args: unknown[]) => unknown>>();
  private readonly functionIds = new WeakMap<object, number>();
  /** Ids of Lua functions TypeScript let go of, for bridge.lua to forget at the next callback. */
  private readonly letGo: number[] = [];
  private readonly collected = new FinalizationRegistry<number>((id) => this.letGo.push(id));

  constructor(
    private readonly lua: LuaEngine,
    private readonly reportError: (message: string) => void,
  ) {
    growStackAsValuesNest(lua);
  }

  /** Defines the global `hs` with these modules (name → object whose functions are the module's). */
  install(modules: Record<string, object>): void {
    const specs: Record<string, { id: number; functions: string[]; variables: string[] }> = {};
    for (const [name, target] of Object.entries(modules)) {
      const id = nextSimId++;
      this.objects.set(id, target);
      this.names.set(id, `hs.${name}`);
      const keys = Object.keys(target);
      const isFunction = (key: string) => typeof (target as Record<string, unknown>)[key] === "function";
      specs[name] = { id, functions: keys.filter(isFunction), variables: keys.filter((key) => !isFunction(key)) };
    }
    const hooks = [
      (id: number, name: string, ...args: unknown[]) => this.invoke(id, name, args),
      (id: number, key: string) => this.member(id, key),
      (id: number, key: string, value: unknown) => this.assign(id, key, value),
      (id: number) => this.retain(id),
      (id: number) => this.release(id),
      () => this.toLua(specs),
      SELF,
      ERROR,
    ];
    this.lua.global.set("__sim_bridge_hooks", decorateProxy(hooks, { proxy: false }));
    this.lua.global.set("__sim_bridge_source", BRIDGE_LUA);
    this.lua.doStringSync(`local hooks, source = __sim_bridge_hooks, __sim_bridge_source
      __sim_bridge_hooks, __sim_bridge_source = nil, nil
      assert(load(source, "=bridge.lua"))(table.unpack(hooks, 1, 8))`);
  }

  /** Converts a TypeScript value to what Lua should see: tables, functions, and object references. */
  toLua(value: unknown): unknown {
    const functionId = typeof value === "function" ? this.functionIds.get(value) : undefined;
    if (functionId !== undefined) return decorateProxy({ __simFn: functionId }, { proxy: false });
    if (value instanceof SimObject) {
      this.objects.set(value.__simId, value);
      this.unheld.delete(value.__simId);
      return decorateProxy({ __simRef: value.__simId, __simType: value.__simType }, { proxy: false });
    }
    // JSON null inside an array becomes a hole, as with hs.json.decode on a real Mac.
    if (Array.isArray(value))
      return decorateProxy(
        value.map((item) => (item === null ? undefined : this.toLua(item))),
        { proxy: false },
      );
    if (isPlainObject(value)) {
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value))
        if (item !== undefined && item !== null) copy[key] = this.toLua(item);
      return decorateProxy(copy, { proxy: false });
    }
    return value;
  }

  /** Resolves object references in arguments that came from Lua. */
  fromLua(value: unknown): unknown {
    if (isRef(value)) return this.object(value.__simRef);
    if (isFunctionRef(value)) return this.luaFunction(value.__simFn);
    if (Array.isArray(value)) return value.map((item) => this.fromLua(item));
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.fromLua(v)]));
    return value;
  }

  /** A Lua function as a TypeScript function: calling it runs the callback in Lua. */
  private luaFunction(id: number): (...args: unknown[]) => unknown {
    let fn = this.functions.get(id)?.deref();
    if (!fn) {
      const made = (...args: unknown[]) => this.callback(made, ...args);
      this.functions.set(id, new WeakRef(made));
      this.functionIds.set(made, id);
      this.collected.register(made, id);
      fn = made;
    }
    return fn;
  }

  /** How many Lua functions (callbacks) TypeScript holds now. */
  get callbacksHeld(): number {
    return this.functions.size;
  }

  /** Tells bridge.lua which functions TypeScript let go of (and was not handed again since). */
  private forgetLetGo(): void {
    const gone = this.letGo.splice(0).filter((id) => this.functions.get(id)?.deref() === undefined);
    if (gone.length === 0) return;
    for (const id of gone) this.functions.delete(id);
    (this.lua.global.get("__sim_forget_functions") as (ids: unknown) => void)(this.toLua(gone));
  }

  /** Calls a Lua function the way Hammerspoon runs callbacks: errors are printed, never propagated. */
  callback(fn: unknown, ...args: unknown[]): unknown {
    if (typeof fn !== "function") return undefined;
    this.callbacks += 1;
    try {
      this.forgetLetGo();
      const call = this.lua.global.get("__sim_callback") as (...a: unknown[]) => unknown;
      // wasmoon hands Lua a `null` userdata for undefined and null; Hammerspoon passes nil.
      const holes = args.flatMap((arg, i) => (arg === undefined || arg === null ? [i + 1] : []));
      return call(this.functionIds.get(fn) ?? fn, holes.join(","), ...args.map((arg) => this.toLua(arg)));
    } catch (error) {
      this.errors += 1;
      this.reportError(`callback error: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private invoke(id: number, name: string, args: unknown[]): unknown {
    const target = this.object(id) as Record<string, unknown> | undefined;
    const fn = isJavaScriptMember(name) ? undefined : target?.[name];
    const owner = this.names.get(id) ?? (target as SimObject | undefined)?.__simType ?? "?";
    const qualified = `${owner}${this.names.has(id) ? "." : ":"}${name}`;
    this.calls.set(qualified, (this.calls.get(qualified) ?? 0) + 1);
    if (typeof fn !== "function")
      return LuaMultiReturn.from([ERROR, `hs simulator: ${name} is not simulated on this object`]);
    try {
      const metered = this.meter(qualified, target);
      const result = metered
        ? metered.value
        : fn.apply(
            target,
            args.map((arg) => this.fromLua(arg)),
          );
      if (result === target) return SELF;
      if (result instanceof LuaMultiReturn) return LuaMultiReturn.from(result.map((item) => this.toLua(item)));
      return this.toLua(result);
    } catch (error) {
      return LuaMultiReturn.from([ERROR, error instanceof Error ? error.message : String(error)]);
    }
  }

  private member(id: number, key: string): unknown {
    const target = this.object(id) as Record<string, unknown> | undefined;
    if (isJavaScriptMember(key)) return LuaMultiReturn.from(["value", undefined]);
    const value = target?.[key];
    if (typeof value === "function") return LuaMultiReturn.from(["method"]);
    return LuaMultiReturn.from(["value", this.toLua(value)]);
  }

  private assign(id: number, key: string, value: unknown): void {
    const target = this.object(id) as Record<string, unknown> | undefined;
    if (target && key in target && typeof target[key] !== "function") target[key] = this.fromLua(value);
  }

  /** The last Lua table standing for an object was collected: the object is told, as by Hammerspoon's `__gc`. */
  private release(id: number): void {
    const left = (this.wrappers.get(id) ?? 1) - 1;
    this.wrappers.set(id, left);
    const target = this.objects.get(id);
    if (left > 0 || !(target instanceof SimObject)) return;
    target.__collected();
    // Lua holds it no more: TypeScript alone decides how long it lives, and what it holds (its callbacks) with it.
    this.objects.delete(id);
    this.unheld.set(id, new WeakRef(target));
    this.objectGone.register(target, id);
  }

  /** A new Lua table stands for the object: it is held again (it may have been let go while one was on its way). */
  private retain(id: number): void {
    this.wrappers.set(id, (this.wrappers.get(id) ?? 0) + 1);
    const unheld = this.unheld.get(id)?.deref();
    if (unheld === undefined || this.objects.has(id)) return;
    this.objects.set(id, unheld);
    this.unheld.delete(id);
  }

  /** The object with this id, held or not. */
  private object(id: number): object | undefined {
    return this.objects.get(id) ?? this.unheld.get(id)?.deref();
  }
}
