import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { DEFAULT_MESSAGING_TIMEOUT_MS } from "../../sim/costs.ts";
import { BIG_DESK, type SimMac } from "../../sim/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";

const CHROME = "com.google.Chrome";
const VSCODE = "com.microsoft.VSCode";
const big = (sim: object = {}) => ({ ...JSON.parse(readFileSync(BIG_DESK, "utf8")), sim });

/** A snapshot through the agent's link, and how long it took on the simulated clock. */
async function timedSnapshot(sim: SimMac, params: object) {
  const start = sim.now();
  const snapshot = await sim.agent!.spoon.read("snapshot", params as never);
  return { snapshot, ms: sim.now() - start };
}

describe("the snapshot operation reads the desktop whole, or only the part a command needs", () => {
  const startMacNow = simMacsPerTest();
  /** A Mac whose Spoon has run a while: it has read the installed apps once (the first read scans them). */
  const startMac = async (options: Parameters<typeof startMacNow>[0]) => {
    const sim = await startMacNow(options);
    await sim.agent!.spoon.read("snapshot", { apps: [], tabs: false });
    return sim;
  };

  it("a part: the running apps and screens always, the windows of the apps named, tabs only when asked", async () => {
    const sim = await startMac({ desktop: big() });
    const { snapshot, ms } = await timedSnapshot(sim, { apps: [CHROME], tabs: false });
    assert.deepEqual(
      [...new Set(snapshot.windows.map((w) => w.app))],
      ["Google Chrome"],
      "the apps whose windows were read",
    );
    assert.equal(snapshot.windows.length, 6);
    assert.equal(snapshot.apps.length, 30, "every running app is listed");
    assert.equal(snapshot.tabs.length, 0);
    assert.deepEqual(snapshot.scope, { apps: [CHROME], tabs: false });
    assert.equal(snapshot.apps.find((app) => app.frontmost)?.name, "Google Chrome");
    assert.ok(ms < 30, `${ms} ms for a part`);
    const whole = await timedSnapshot(sim, {});
    assert.equal(whole.snapshot.windows.length, 80);
    assert.equal(whole.snapshot.tabs.length, 200);
    assert.equal(whole.snapshot.scope, undefined, "the whole desktop says no scope");
    assert.deepEqual(
      whole.snapshot.apps.filter((app) => app.hidden).map((app) => app.name),
      ["Notes", "Music", "Photos"],
      "the hidden apps of the whole snapshot",
    );
  });

  it("waits on no app it does not read; a hung app it reads costs about a second and is named", async () => {
    const sim = await startMac({ desktop: big({ hungApps: [VSCODE] }) });
    assert.ok((await timedSnapshot(sim, { apps: [CHROME], tabs: false })).ms < 30, "VS Code is not asked");
    const whole = await timedSnapshot(sim, { tabs: false });
    assert.ok(whole.ms >= 1_000 && whole.ms < 1_300, `${whole.ms} ms with one app hung`);
    assert.deepEqual(whole.snapshot.unresponsive, ["Visual Studio Code"], "the apps that did not answer");
    assert.ok(!whole.snapshot.windows.some((w) => w.app === "Visual Studio Code"));
  });

  it("puts Hammerspoon's accessibility timeout back; leaves its window animation as the person set it", async () => {
    const sim = await startMac({ desktop: big({ hungApps: [VSCODE] }) });
    await sim.agent!.spoon.read("snapshot", {});
    assert.equal(sim.mac.costs.messagingTimeoutMs, DEFAULT_MESSAGING_TIMEOUT_MS, "the system's default again");
    await sim.agent!.spoon.read("place_app", {
      name: "Google Chrome",
      bundleID: CHROME,
      frame: { x: 0, y: 33, w: 756, h: 949 },
    });
    assert.equal(await sim.lua("return hs.window.animationDuration"), 0.2, "moved without touching it");
    assert.deepEqual(sim.snapshot().windows.find((w) => w.id === 1001)?.frame, { x: 0, y: 33, w: 756, h: 949 });
  });

  it("scans installed apps off a command's path once the list is stale", async () => {
    const sim = await startMac({ desktop: big() });
    await sim.agent!.spoon.read("snapshot", { apps: [], tabs: false });
    await sim.settle(301);
    const scans = () => sim.mac.calls("hs.application.infoForBundlePath");
    const before = scans();
    const { snapshot } = await timedSnapshot(sim, { apps: [], tabs: false });
    assert.equal(scans(), before, "the command got the list as last scanned");
    assert.equal(snapshot.installedApps.length, 35);
    await sim.settle(3);
    assert.ok(scans() > before, "scanned again a moment later");
  });

  it("refuses a scope that is not one", async () => {
    const sim = await startMac({ desktop: big() });
    const refused = sim.agent!.connection.call("snapshot", { apps: "Google Chrome" });
    await assert.rejects(refused, /apps must be a list/);
  });
});
