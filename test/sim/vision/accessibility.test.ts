import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";
import { RESULTS, youtubeDesktop } from "../desktops/youtube.ts";
import { startSimMac, type SimMac } from "../index.ts";

const CHROME = { name: "Google Chrome", bundleID: "com.google.Chrome" };

/** Accessibility first (issue 10): an element in the tree is pressed with no screenshot and no model call. */
describe("press_element", () => {
  let sim: SimMac;
  afterEach(() => sim.close());

  it("finds the search field in Chrome's tree by its title, presses it, and the typed search runs", async () => {
    sim = await startSimMac({ desktop: youtubeDesktop() });
    const pressed = await sim.agent!.spoon.read("press_element", { ...CHROME, title: "search" });
    assert.deepEqual(pressed, { role: "AXTextField", title: "Search", frame: { x: 300, y: 115, w: 600, h: 40 } });
    await sim.agent!.spoon.read("type_text", { text: "cooking videos" });
    await sim.agent!.spoon.read("press_key", { key: "return" });
    assert.equal(sim.snapshot().tabs.find((t) => t.id === "7039")!.url, RESULTS);
    assert.equal(sim.mac.calls("hs.screen:snapshot"), 0, "no screenshot was taken");
  });

  it("cannot find what is drawn but not in the tree (ax: false), and says only vision can", async () => {
    sim = await startSimMac({ desktop: youtubeDesktop() });
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "search" });
    await sim.agent!.spoon.read("type_text", { text: "cooking videos" });
    await sim.agent!.spoon.read("press_key", { key: "return" });
    const missing = await sim
      .agent!.connection.call("press_element", { ...CHROME, title: "15 Easy Dinners" })
      .catch((error: Error) => error.message);
    assert.match(
      String(missing),
      /no element "15 Easy Dinners" in Google Chrome's accessibility tree: only vision can find it/,
    );
    const role = await sim
      .agent!.connection.call("press_element", { ...CHROME, title: "Knife Skills", role: "AXButton" })
      .catch((error: Error) => error.message);
    assert.match(String(role), /no element "Knife Skills" \(AXButton\)/);
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Knife Skills", role: "AXLink" });
    assert.equal(sim.snapshot().tabs.find((t) => t.id === "7039")!.url, "https://www.youtube.com/watch?v=second2");
  });
});
