import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { DESKTOPS } from "../support/index.ts";
import { simMacForTests } from "../support/sim-mac.ts";
import { ManualClock } from "./clock.ts";
import { BUNDLE } from "./index.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";

setFlagsFromString("--expose-gc");
/** A full collection of this process's heap (the flag above makes `gc` exist in a new context). */
const collect = runInNewContext("gc") as () => void;

/** Reads the whole desktop `times` times, as the agent does before and after each command. */
async function readDesktop(sim: ReturnType<typeof simMacForTests>, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await sim.agent!.channel.call("snapshot", {}, 30_000);
}

describe("Hammerspoon's callbacks, held by the objects they belong to", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), costs: "none" });

  /** The callbacks the bridge holds once both sides collected what nobody holds any more. */
  async function callbacksHeld(): Promise<number> {
    collect();
    // Finalizers run after the collection; bridge.lua hears of them at its next callback.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await readDesktop(sim, 1);
    await sim.lua("collectgarbage('collect'); collectgarbage('collect')");
    collect();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await readDesktop(sim, 1);
    return sim.mac.bridge.callbacksHeld;
  }

  it("are let go with their tasks and timers: reading the desktop again and again keeps none", async () => {
    await readDesktop(sim, 5);
    const before = await callbacksHeld();
    await readDesktop(sim, 30);
    const after = await callbacksHeld();
    // Each read runs osascript tasks, each with its callbacks and a timer's: kept for good, 30 reads held ~180 more.
    assert.ok(after - before < 30, `callbacks held: ${before} before 30 reads, ${after} after`);
  });
});

/** `{"deeper":[{"deeper":[...{"deeper":"bottom"}...]}]}`, `levels` objects deep. */
function nested(levels: number): string {
  return '{"deeper":['.repeat(levels - 1) + '{"deeper":"bottom"}' + "]}".repeat(levels - 1);
}

/** Lua that walks a value made by `nested` down to its bottom. */
const WALK = `local t = ... while type(t.deeper) == "table" do t = t.deeper[1] end return t.deeper`;

describe("the bridge carries values nested deeper than Lua's guaranteed stack room, as LuaSkin grows the stack", () => {
  let mac: SimulatedMac;
  before(async () => {
    const desktop = loadDesktopFile(join(DESKTOPS, "dev-dual.json"));
    mac = await SimulatedMac.boot({ desktop, bundle: BUNDLE, clock: new ManualClock(), costs: "none" });
  });
  after(() => mac.shutdown());

  it("a deep value decoded by hs.json reaches Lua whole, and goes back to TypeScript whole", () => {
    for (let round = 0; round < 3; round++) {
      const text = nested(200);
      assert.equal(mac.run(`return (function(...) ${WALK} end)(hs.json.decode([[${text}]]))`), "bottom");
      assert.equal(mac.run(`return hs.json.encode(hs.json.decode([[${text}]]))`), text);
    }
    assert.deepEqual(mac.errors(), [], "no error in the console");
  });
});
