import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { afterEach, describe, it } from "node:test";
import { DEFAULT_DESKTOP, type SimMac } from "../../../sim/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";

/** Says `text` in the command bar and waits for the run; the simulated milliseconds from Return to its end. */
async function sayTo(sim: SimMac, text: string): Promise<number> {
  await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
  await sim.person.pressKeys("cmd+shift+a");
  await sim.person.type(text);
  const start = sim.now();
  await sim.person.press("return");
  await sim.settle();
  return sim.now() - start;
}

/** Finder's files (spoon/src/apps/finder/) on the built-in desktop, planned offline, as a person asks and answers. */
describe("Finder: move old-report.pdf to the trash", () => {
  afterEach(() => assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console"));
  const sim = simMacForTests({ tempHome: true }, "each test");
  const finder = () => sim.appState("Finder") as { files: string[]; trash: string[] };

  const say = (text: string) => sayTo(sim, text);

  it("asks naming the file; Deny changes nothing", async () => {
    const before = finder();
    assert.ok(before.files.includes("~/Desktop/old-report.pdf"), "the built-in desktop has the file");
    await say("move old-report.pdf to the trash");
    const [window] = sim.person.sees().dialogs;
    assert.match(window?.text ?? "", /Move to Trash: ~\/Desktop\/old-report\.pdf/);
    await sim.person.answer("Deny");
    await sim.settle();
    assert.deepEqual(finder(), before, "Finder's files after Deny");
  });

  it("Approve trashes it; undo puts it back", async () => {
    await say("move old-report.pdf to the trash");
    await sim.person.answer("Approve");
    await sim.settle();
    assert.ok(!finder().files.includes("~/Desktop/old-report.pdf"), "gone from the Desktop");
    assert.deepEqual(finder().trash, ["~/.Trash/old-report.pdf"], "the Trash's items");
    await say("undo");
    assert.ok(finder().files.includes("~/Desktop/old-report.pdf"), "back on the Desktop");
    assert.deepEqual(finder().trash, [], "the Trash's items after undo");
    assert.match(sim.person.sees().alerts.join("\n"), /put ~\/Desktop\/old-report\.pdf back from the Trash/);
  });
});

/** The built-in desktop where macOS is still asking whether Hammerspoon may control Finder (its answer pending). */
const asking = () => ({ ...JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")), automation: { Finder: "pending" } });

/** A command that names no file never scripts Finder, so Finder's Automation question never holds it up (E18). */
describe("Finder's Automation question, still open, in the middle of a command that names no file", () => {
  const sim = simMacForTests({ desktop: asking(), tempHome: true }, "suite");

  const say = (text: string) => sayTo(sim, text);

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
