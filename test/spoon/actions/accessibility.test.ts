import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { RESULTS, youtubeDesktop } from "../../sim/desktops/youtube.ts";
import { ELECTRON_TREE_MS } from "../../sim/hs/axuielement.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";
import type { SimMac } from "../../sim/index.ts";

const CHROME = { name: "Google Chrome", bundleID: "com.google.Chrome" };

/** Accessibility first: an element in the tree is pressed with no screenshot and no model call. */
describe("press_element", () => {
  let sim: SimMac;
  const startMac = simMacsPerTest();

  it("finds the search field in Chrome's tree by its title, presses it, and the typed search runs", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    const pressed = await sim.agent!.spoon.read("press_element", { ...CHROME, title: "search" });
    assert.deepEqual(pressed, { role: "AXTextField", title: "Search", frame: { x: 300, y: 115, w: 600, h: 40 } });
    await sim.agent!.spoon.read("type_text", { text: "cooking videos" });
    await sim.agent!.spoon.read("press_key", { key: "return" });
    assert.equal(sim.snapshot().tabs.find((t) => t.id === "7039")!.url, RESULTS);
    assert.equal(sim.mac.calls("hs.screen:snapshot"), 0, "no screenshot was taken");
  });

  it("cannot find what is drawn but not in the tree (ax: false), and says only vision can", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
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

  it("asks an Electron app to build its tree (AXManualAccessibility), waits, and presses the element", async () => {
    const desktop = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
    desktop.apps.find((a: { name: string }) => a.name === "Slack").electron = true;
    const huddle = { role: "AXButton", title: "Huddle", frame: { x: -300, y: 520, w: 90, h: 28 } };
    desktop.windows.find((w: { id: number }) => w.id === 201).elements = [huddle];
    // What it waits for is the tree, not a real Mac's time for each request.
    sim = await startMac({ desktop, costs: "none" });
    const slack = { name: "Slack", bundleID: "com.tinyspeck.slackmacgap" };
    const started = sim.clock.now();
    const pressed = await sim.agent!.spoon.read("press_element", { ...slack, title: "huddle" });
    assert.deepEqual([pressed.role, pressed.title], ["AXButton", "Huddle"]);
    assert.ok(sim.clock.now() - started >= ELECTRON_TREE_MS, "it waited for the tree to be built");
    assert.deepEqual(sim.desktop.content.pressed.at(-1), {
      title: "Huddle",
      role: "AXButton",
      window: 201,
      by: "AXPress",
    });
    const again = sim.clock.now();
    await sim.agent!.spoon.read("press_element", { ...slack, title: "huddle" });
    assert.equal(sim.clock.now(), again, "once built, the tree is there at once");
  });

  it("presses the window's Edit button, not the menu bar's Edit menu, which it searches only when asked", async () => {
    const desktop = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
    const edit = { role: "AXButton", title: "Edit", frame: { x: 1300, y: 500, w: 60, h: 24 } };
    const frame = { x: -1000, y: 700, w: 60, h: 24 }; // in the Notes window
    const send = { role: "AXButton", title: "Send", description: "paper plane", identifier: "sendButton", frame };
    desktop.windows.find((w: { id: number }) => w.id === 501).elements = [edit, send];
    sim = await startMac({ desktop });
    const notes = { name: "Notes", bundleID: "com.apple.Notes" };
    const pressed = await sim.agent!.spoon.read("press_element", { ...notes, title: "edit" });
    assert.deepEqual([pressed.role, pressed.title], ["AXButton", "Edit"]);
    assert.deepEqual(sim.desktop.content.pressed.at(-1), {
      title: "Edit",
      role: "AXButton",
      window: 501,
      by: "AXPress",
    });
    assert.deepEqual(sim.desktop.content.menus, [], "no menu was pressed");
    const menu = await sim.agent!.spoon.read("press_element", { ...notes, title: "edit", menus: true });
    assert.deepEqual([menu.role, menu.title, sim.desktop.content.menus], ["AXMenuBarItem", "Edit", [["Edit"]]]);
    // Looked at, not pressed: what it would press, as it says it is, for the agent to judge first.
    const pressedBefore = sim.desktop.content.pressed.length;
    const looked = await sim.agent!.spoon.read("press_element", { ...notes, title: "paper plane", look: true });
    const said = { role: "AXButton", title: "Send", description: "paper plane", identifier: "sendButton" };
    assert.deepEqual(looked, { ...said, frame: send.frame });
    const changed = await sim
      .agent!.connection.call("press_element", { ...notes, title: "paper plane", expect: { title: "Compose" } })
      .catch((error: Error) => error.message);
    assert.match(String(changed), /"Send" is no longer the element looked at \("Compose"\): nothing was pressed/);
    assert.equal(sim.desktop.content.pressed.length, pressedBefore, "nothing was pressed");
    const { role: _role, frame: _frame, ...expect } = looked;
    await sim.agent!.spoon.read("press_element", { ...notes, title: "paper plane", expect });
    assert.equal(sim.desktop.content.pressed.at(-1)?.title, "Send", "the element looked at, pressed");
    const under = await sim.agent!.spoon.read("element_at", { x: send.frame.x + 5, y: send.frame.y + 5 });
    assert.deepEqual(under, said, "the element at a point, with its description and identifier");
  });

  it("finds a page's button behind a History menu long enough to use up the search's budget", async () => {
    const desktop = youtubeDesktop();
    // Chrome's History menu lists tabs from other devices too: here enough to fill the search's 3000 nodes alone.
    const history = Array.from({ length: 3000 }, (_, n) => `Page ${n + 1} on another device`);
    desktop.apps.find((a: { name: string }) => a.name === "Google Chrome").menus = { History: history };
    const subscribe = { role: "AXButton", title: "Subscribe", frame: { x: 900, y: 90, w: 100, h: 36 } };
    const header = { role: "AXGroup", frame: { x: 0, y: 80, w: 1280, h: 60 }, children: [subscribe] };
    desktop.pages["https://www.youtube.com/"].elements.push(header);
    sim = await startMac({ desktop });
    const pressed = await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Subscribe" });
    assert.deepEqual([pressed.role, pressed.title], ["AXButton", "Subscribe"]);
    const area = await sim.agent!.spoon.read("elements_in", { area: pressed.frame! });
    assert.ok(
      area.elements.some((element) => element.title === "Subscribe"),
      "an area search finds it too",
    );
  });
});
