import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { DEFAULT_DESKTOP } from "../../../sim/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";

/** The built-in desktop where macOS is still asking whether Hammerspoon may control Finder (its answer pending). */
const asking = () => ({ ...JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")), automation: { Finder: "pending" } });

/** A command that names no file never scripts Finder, so Finder's Automation question never holds it up (E18). */
describe("Finder's Automation question, still open, in the middle of a command that names no file", () => {
  const sim = simMacForTests({ desktop: asking(), tempHome: true }, "suite");

  /** Simulated milliseconds from the person's Return to the run's end. */
  async function say(text: string): Promise<number> {
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type(text);
    const start = sim.now();
    await sim.person.press("return");
    await sim.settle();
    return sim.now() - start;
  }

  it("chrome right half is placed without waiting on Finder", async () => {
    const chrome = () => sim.snapshot().windows.find((window) => window.app === "Google Chrome")?.frame;
    const before = chrome();
    const ms = await say("chrome right half");
    assert.notDeepEqual(chrome(), before, "Chrome's window moved");
    assert.ok(ms < 1_000, `done in ${ms} ms`);
  });

  it("a command the offline planner cannot plan reads the whole desktop without Finder's files", async () => {
    const ms = await say("make chrome look nicer");
    assert.ok(ms < 3_000, `answered in ${ms} ms, not after Finder's 5 s`);
    assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console");
  });
});
