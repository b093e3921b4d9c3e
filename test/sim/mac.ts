import { readFileSync } from "node:fs";
import { LuaFactory, type LuaEngine, type LuaWasm } from "wasmoon";
import { callLuaDirectly } from "./lua-calls.ts";
import { carryWholeStrings } from "./whole-strings.ts";
import { realClock, type Clock } from "../../agent/src/util/clock.ts";
import { AppFileSystem, SIM_HOME } from "./app-folders.ts";
import { Bridge } from "./bridge.ts";
import { useCompiledSpoon } from "./compiled-spoon.ts";
import { CostMeter, type Costs } from "./cost-meter.ts";
import type { SimDesktop } from "./desktop.ts";
import { installMacClock } from "./mac-clock.ts";
import { appsOnThisMac } from "./osascript/apps-on-this-mac.ts";
import { runOsascript } from "./osascript/osascript.ts";
import { runMetered } from "./osascript-meter.ts";
import { buildModules, unansweredValues, type BoundHotkey, type PersonAtTheMac, type SimContext } from "./hs/index.ts";

export const SPOONS_DIR = `${SIM_HOME}/.hammerspoon/Spoons`;
/** Hammerspoon's Lua reads the disk: a file outside the simulated Mac's own folders is read from the real one. */
const REAL_FILES_LUA = `local open = io.open
io.open = function(path, ...) __sim_sync_file(path); return open(path, ...) end`;
const SIMULATED_FOLDERS = [SIM_HOME, "/Applications", "/System"];

/** Copies a real file (one a real process wrote: the agent's token) into Lua's file system before it is opened. */
function syncRealFile(factory: LuaFactory, wasm: LuaWasm, path: string): void {
  if (!path.startsWith("/") || SIMULATED_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) return;
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch {
    try {
      wasm.module.FS.unlink(path);
    } catch {
      // Neither there nor here.
    }
    return;
  }
  factory.mountFileSync(wasm, path, content);
}

const LOADER_LUA = readFileSync(new URL("./spoon-loader.lua", import.meta.url), "utf8");

export interface BootOptions {
  desktop: SimDesktop;
  /** The compiled Spoon to install, e.g. dist/Claude.spoon/init.lua. */
  bundle: string;
  /**
   * A real folder of Spoons (Claude.spoon unzipped from the release, say) that Hammerspoon loads Claude from, by its
   * path on disk, so that the Spoon finds the files it carries; default: `bundle`, installed in ~/.hammerspoon/Spoons.
   */
  spoons?: string;
  clock?: Clock;
  /** Environment variables Hammerspoon sees, beside HOME (always the simulated Mac's own) and USER. */
  env?: Record<string, string>;
  /** Files to place in the simulated file system, by absolute path (e.g. the agent's token). */
  files?: Record<string, string>;
  /** "mac" (default): calls and processes take a real Mac's time on the clock; "none": no time. */
  costs?: Costs;
}

/**
 * A simulated Mac running Hammerspoon: real Lua 5.4 (wasmoon) with the `hs` modules of hs/, the
 * Spoon installed in ~/.hammerspoon/Spoons, and a console that collects what Hammerspoon would print.
 */
export class SimulatedMac {
  private closed = false;

  private constructor(
    /** What Hammerspoon's console shows: logger lines, print(), errors from callbacks. */
    readonly console: string[],
    readonly desktop: SimDesktop,
    readonly clock: Clock,
    private readonly lua: LuaEngine,
    readonly bridge: Bridge,
    readonly hotkeys: BoundHotkey[],
    private readonly closers: Set<() => void>,
    private readonly ctx: SimContext,
  ) {}

  /** Who answers dialogs (set `answer` to put a person at the Mac) and the dialogs shown. */
  get person(): PersonAtTheMac {
    return this.ctx.person;
  }

  /** What Hammerspoon's work costs here, and the accessibility timeout Hammerspoon has set. */
  get costs(): CostMeter {
    return this.ctx.costs;
  }

  /** System state tests may change: `accessibility = false` denies Hammerspoon the Accessibility permission. */
  get settings(): SimContext["settings"] {
    return this.ctx.settings;
  }

  /** What a person sees now: dialogs waiting for a button, visible choosers and webviews, enabled hotkeys. */
  onScreen() {
    const { dialogs, choosers, webviews, alerts, notifications, menubars } = this.ctx.screen;
    const now = this.ctx.clock.now();
    return {
      alerts: alerts.filter((alert) => alert.until > now).map((alert) => alert.text),
      notifications: [...notifications],
      dialogs: [...dialogs],
      choosers: [...choosers],
      /** Webview windows shown, frontmost last. */
      webviews: [...webviews],
      /** Menu bar items showing (they show once they have a title). */
      menubars: [...menubars].filter((menubar) => menubar.title() !== undefined),
      hotkeys: this.hotkeys.filter((h) => h.enabled).map((h) => [...h.mods, h.key].join("+")),
    };
  }

  /** The alerts shown since `ms` on the simulated clock (and not closed), with when each was shown. */
  alertsSince(ms: number): { text: string; at: number }[] {
    return this.ctx.screen.alerts.filter((alert) => alert.at >= ms).map(({ text, at }) => ({ text, at }));
  }

  /** Real processes started that have not written anything yet. */
  processesStarting(): number {
    return this.ctx.starting.size;
  }

  /** Pids of the real processes Hammerspoon's tasks run now. */
  processes(): number[] {
    return [...this.ctx.processes];
  }

  /** Requests the Spoon sent the agent and has no answer to yet. */
  awaitingAgent(): number {
    return this.ctx.awaitingAgent.size;
  }

  /** Hammerspoon objects still running: timers that will fire, tasks not yet ended. */
  running(): { timers: number; tasks: number } {
    return { timers: this.ctx.live.timers.size, tasks: this.ctx.live.tasks.size };
  }

  static async boot(options: BootOptions): Promise<SimulatedMac> {
    // launchd's PATH: Hammerspoon, a GUI app, sees no shell's. It always has HOME, where the Spoons are.
    if (options.env?.HOME !== undefined && options.env.HOME !== SIM_HOME)
      throw new Error(`env.HOME: the simulated Mac's HOME is always ${SIM_HOME} (its folders are there)`);
    const environment = { HOME: SIM_HOME, USER: "sim", PATH: "/usr/bin:/bin:/usr/sbin:/sbin", ...options.env };
    callLuaDirectly();
    const factory = new LuaFactory(undefined, environment);
    const spoons = options.spoons ?? SPOONS_DIR;
    const spoon = `${spoons}/Claude.spoon/init.lua`;
    // Its bytes as they are: Lua reads bytes, and text would be encoded to UTF-8 again on each boot.
    const bundle = readFileSync(options.spoons === undefined ? options.bundle : spoon);
    await factory.mountFile(spoon, bundle);
    for (const [path, content] of Object.entries(options.files ?? {})) await factory.mountFile(path, content);
    const lua = await factory.createEngine({ injectObjects: true });
    const console: string[] = [];
    const bridge = new Bridge(lua, (line) => console.push(line));
    const closers = new Set<() => void>();
    const hotkeys: BoundHotkey[] = [];
    const clock = options.clock ?? realClock;
    const costs = new CostMeter(clock, options.desktop, options.costs ?? "mac");
    const ctx: SimContext = {
      desktop: options.desktop,
      clock,
      costs,
      bridge,
      files: new AppFileSystem(options.desktop.installed),
      print: (line) => console.push(line),
      osascript: (args) =>
        runMetered((env) => runOsascript(args, env), appsOnThisMac(options.desktop, clock), options.desktop),
      hotkeys,
      closers,
      settings: { animationDuration: 0.2, accessibility: true, screenRecording: true },
      person: { shown: [], chooserShown: [] },
      screen: {
        dialogs: [],
        choosers: new Set(),
        webviews: new Set(),
        hammerspoonActive: false,
        alerts: [],
        notifications: [],
        menubars: new Set(),
      },
      awaitingAgent: new Set(),
      preferences: new Map(),
      live: { timers: new Set(), tasks: new Set() },
      processes: new Set(),
      starting: new Set(),
      environment,
    };
    const modules = buildModules(ctx);
    bridge.install(modules);
    bridge.meter = (name, target) => costs.meter(name, target);
    costs.unanswered = unansweredValues(modules);
    lua.global.set("print", (...args: unknown[]) => console.push(args.map(String).join("\t")));
    const wasm = await factory.getLuaModule();
    carryWholeStrings(wasm);
    lua.global.set("__sim_sync_file", (path: unknown) => syncRealFile(factory, wasm, String(path)));
    if (options.files?.[spoon] === undefined) useCompiledSpoon(lua, wasm, spoon, bundle);
    lua.doStringSync(REAL_FILES_LUA);
    lua.doStringSync(`package.path = ${JSON.stringify(`${spoons}/?.spoon/init.lua;`)} .. package.path`);
    lua.doStringSync(LOADER_LUA);
    installMacClock(lua, options.desktop, clock);
    return new SimulatedMac(console, options.desktop, ctx.clock, lua, bridge, hotkeys, closers, ctx);
  }

  /** Runs Lua in Hammerspoon's state, as the Hammerspoon console would, and returns its value. */
  run(code: string): unknown {
    if (this.closed) throw new Error("the simulated Mac has shut down");
    return this.lua.doStringSync(code);
  }

  /** `hs.loadSpoon("Claude")`, then sets the Spoon's variables and calls `start()`, as a user's init.lua does. */
  startSpoon(settings: { port: number; home: string }): void {
    this.run(`hs.loadSpoon("Claude")
      spoon.Claude.port = ${Math.trunc(settings.port)}
      spoon.Claude.home = ${JSON.stringify(settings.home)}
      spoon.Claude:start()`);
  }

  /** The person presses a bound hotkey: its pressed handler runs, then its released one (Hammerspoon's order). */
  pressHotkey(mods: string[], key: string): void {
    const bound = this.#boundTo(mods, key);
    if (!bound) throw new Error(`no hotkey is bound to ${[...mods, key].join("+")}`);
    this.bridge.callback(bound.pressed);
    this.bridge.callback(bound.released);
  }

  /** Whether a hotkey is bound to these keys (a hotkey takes them before any window does). */
  hasHotkey(mods: string[], key: string): boolean {
    return this.#boundTo(mods, key) !== undefined;
  }

  #boundTo(mods: string[], key: string): BoundHotkey | undefined {
    const same = (h: BoundHotkey) =>
      h.enabled &&
      h.key.toLowerCase() === key.toLowerCase() &&
      [...h.mods].sort().join("+") === [...mods].sort().join("+");
    return this.hotkeys.findLast(same);
  }

  /** Lines printed since boot that report errors (callback errors, hs.* errors). */
  errors(): string[] {
    return this.console.filter((line) => line.startsWith("E ") || line.startsWith("callback error"));
  }

  /** How often the Spoon called an hs function, e.g. `hs.application.runningApplications`. */
  calls(name: string): number {
    return this.bridge.calls.get(name) ?? 0;
  }

  async shutdown(): Promise<void> {
    if (this.closed) return;
    try {
      this.run(`if spoon and spoon.Claude then spoon.Claude:stop() end`);
    } finally {
      for (const close of [...this.closers]) close();
      this.closers.clear();
      await new Promise((resolve) => setImmediate(resolve));
      this.closed = true;
      this.lua.global.close();
    }
  }
}
