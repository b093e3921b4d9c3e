import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOPS, tempHome } from "../support/index.ts";
import { startSimMac, type SimMac } from "./index.ts";

describe("hs.application:hide on the simulated Mac", () => {
  let home: ReturnType<typeof tempHome>;
  let sim: SimMac;
  before(async () => {
    home = tempHome();
    sim = await startSimMac({ desktop: join(DESKTOPS, "dev-dual.json"), home: home.path, agent: "none" });
  });
  after(async () => {
    await sim.close();
    home.remove();
  });

  it("hides the app and brings the next visible app forward when it was in front", async () => {
    const hidden = await sim.lua(`return hs.application.applicationsForBundleID("com.google.Chrome")[1]:hide()`);
    assert.equal(hidden, true);
    const apps = sim.snapshot().apps;
    assert.equal(apps.find((a) => a.name === "Google Chrome")?.hidden, true);
    assert.equal(apps.find((a) => a.frontmost)?.name, "Slack");
  });
});
