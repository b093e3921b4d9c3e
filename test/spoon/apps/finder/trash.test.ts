import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";
import { simMacForTests } from "../../../support/sim-mac.ts";

/** Finder's files (spoon/src/apps/finder/) on the built-in desktop, planned offline, as a person asks and answers. */
describe("Finder: move old-report.pdf to the trash", () => {
  afterEach(() => assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console"));
  const sim = simMacForTests({ tempHome: true }, "each test");
  const finder = () => sim.appState("Finder") as { files: string[]; trash: string[] };

  async function say(text: string) {
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type(text);
    await sim.person.press("return");
    await sim.settle();
  }

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
