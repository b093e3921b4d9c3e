import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** The run history's window (surfaces/run-pages.ts) as a person opens it again and again from the menu. */
describe("the run history window", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json") });
  const windows = () => sim.mac.onScreen().webviews.map((webview) => webview.title());

  it("stays one window however often it is opened, and stop() leaves none", async () => {
    await sim.settle();
    for (const item of ["Run History", "Open Last Run Report", "Run History", "Open Last Run Report"]) {
      await sim.person.clickMenubar([item]);
      // The fade of a window deleted while shown ends a run-loop turn later: look once it has.
      await sim.settle();
      assert.equal(windows().length, 1, `after opening ${item}: ${windows().join(", ")}`);
    }
    await sim.lua(`spoon.Claude:stop()`);
    await sim.settle();
    assert.deepEqual(windows(), [], "the windows left on screen after stop()");
  });
});
