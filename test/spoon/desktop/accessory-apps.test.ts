import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/**
 * hs.window.allWindows() lists the windows of every GUI app, accessory ones (kind 0, no Dock icon:
 * menu-bar utilities, floating palettes) included, while the snapshot's apps are the Dock apps. A
 * snapshot must still name only apps it lists: every window's app is among the apps.
 */
describe("windows of accessory apps (no Dock icon)", () => {
  const dual = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
  dual.apps.push({ name: "Bartender 5", bundleID: "com.surteesstudios.Bartender", running: true, kind: 0 });
  Object.assign(dual.apps.at(-1), { frontmost: false, hidden: false });
  dual.windows.push({
    id: 901,
    app: "Bartender 5",
    title: "",
    frame: { x: 2000, y: 25, w: 300, h: 40 },
    screenId: 1,
    focused: false,
    minimized: false,
    standard: false,
  });
  const sim = simMacForTests({ desktop: dual, tempHome: true });

  it("are in hs.window.allWindows, as on a Mac", async () => {
    const titles = await sim.lua(`
      local ids = {}
      for _, w in ipairs(hs.window.allWindows()) do ids[#ids + 1] = tostring(w:id()) end
      return table.concat(ids, ",")`);
    assert.match(String(titles), /\b901\b/);
  });

  it("are left out of the snapshot, which the agent checks as it checks a snapshot file", async () => {
    const snapshot = await sim.agent!.spoon.read("snapshot", {});
    assert.ok(!snapshot.apps.some((app) => app.name === "Bartender 5"));
    assert.ok(!snapshot.windows.some((win) => win.id === 901));
    assert.deepEqual(
      snapshot.windows.map((w) => w.id).sort(),
      [101, 102, 201, 301, 401, 501],
      "the window ids of the snapshot: no accessory app's",
    );
  });
});
