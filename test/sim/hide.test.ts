import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../support/index.ts";
import { simMacForTests } from "../support/sim-mac.ts";

describe("hs.application:hide on the simulated Mac", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true, agent: "none" });

  it("hides the app and brings the next visible app forward when it was in front", async () => {
    const hidden = await sim.lua(`return hs.application.applicationsForBundleID("com.google.Chrome")[1]:hide()`);
    assert.equal(hidden, true);
    const apps = sim.snapshot().apps;
    assert.equal(apps.find((a) => a.name === "Google Chrome")?.hidden, true);
    assert.equal(apps.find((a) => a.frontmost)?.name, "Slack");
  });
});
