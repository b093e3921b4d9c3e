import { after, afterEach, before, beforeEach } from "node:test";
import { startSimMac, type SimMac, type SimMacOptions } from "../sim/index.ts";
import { tempHome } from "./index.ts";

export interface TestMacOptions extends SimMacOptions {
  /** An agent home in a fresh temporary folder, its token on disk as `hs-claude serve` keeps it, removed after. */
  tempHome?: boolean;
}

/** A Mac that has been started, and what to do once its test or suite is over. */
interface Started {
  sim: SimMac;
  close(): Promise<void>;
}

async function start({ tempHome: wantsHome, ...options }: TestMacOptions): Promise<Started> {
  if (wantsHome && options.home !== undefined) throw new Error("a test Mac takes home or tempHome, not both");
  const home = wantsHome ? tempHome() : undefined;
  try {
    const sim = await startSimMac({ ...options, home: home?.path ?? options.home });
    return { sim, close: async () => (await sim.close(), home?.remove()) };
  } catch (error) {
    home?.remove();
    throw error;
  }
}

/**
 * The simulated Mac of the tests of the suite this is called in (`startSimMac`): started before
 * them (or before each test), and closed after. What it returns stands for the Mac of the test running now. Options
 * that need what an earlier hook made (a model server's address) come as a function, read when the Mac starts.
 */
export function simMacForTests(
  options: TestMacOptions | (() => TestMacOptions) = {},
  each: "suite" | "each test" = "suite",
): SimMac {
  let current: Started | undefined;
  const [starting, ending] = each === "each test" ? [beforeEach, afterEach] : [before, after];
  starting(async () => (current = await start(typeof options === "function" ? options() : options)));
  ending(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as SimMac, {
    get(_, key) {
      if (!current) throw new Error("the test Mac runs only while the tests of the suite that asked for it run");
      return Reflect.get(current.sim, key);
    },
  });
}

/**
 * Starts simulated Macs inside the tests of the suite this is called in, each with its own options, and closes
 * every one a test started once that test is over.
 */
export function simMacsPerTest(): (options?: TestMacOptions) => Promise<SimMac> {
  const started: Started[] = [];
  afterEach(async () => {
    for (const mac of started.splice(0)) await mac.close();
  });
  return async (options = {}) => {
    const mac = await start(options);
    started.push(mac);
    return mac.sim;
  };
}

/** The person says `text` in the command bar, opened from the menu bar, and waits: the last alert they were shown. */
export async function sayInCommandBar(sim: SimMac, text: string): Promise<string> {
  await sim.person.clickMenubar(["Open Command Bar…"]);
  await sim.person.type(text);
  await sim.person.press("return");
  await sim.settle();
  return sim.person.sees().alerts.at(-1) ?? "";
}

/** Lets the simulated Mac run while a real process does its part (starting, dying), up to 20 s. */
export async function untilSeen(sim: SimMac, done: () => boolean, what: string): Promise<void> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > 20_000)
      throw new Error(`gave up waiting: ${what}\n${sim.mac.console.join("\n")}`);
    await sim.settle(0.25);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
