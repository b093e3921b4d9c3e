import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { DESKTOPS } from "../support/index.ts";
import { simMacForTests } from "../support/sim-mac.ts";

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
