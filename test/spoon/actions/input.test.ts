import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { locate, type Screenshot } from "../../../agent/src/contract/index.ts";
import { FIRST, RESULTS, youtubeDesktop } from "../../sim/desktops/youtube.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";
import type { SimMac } from "../../sim/index.ts";

/**
 * Acting on what a screenshot shows: a scripted model names the pixel of a target in the
 * image it was sent (from the simulator's ground truth); the agent turns it into a point with the one
 * coordinate path; the Spoon clicks there, types, and presses keys; the simulated Chrome reacts.
 */
const CHROME = { name: "Google Chrome", bundleID: "com.google.Chrome" };

describe("click, type_text and press_key on what the screenshot shows", () => {
  let sim: SimMac;
  const startMac = simMacsPerTest();

  /** The pixel of the image that shows the middle of an element of the page in window 101. */
  function pixelOf(shot: Screenshot, element: { x: number; y: number; w: number; h: number }) {
    const win = sim.snapshot().windows.find((w) => w.id === 101)!.frame;
    const middle = { x: win.x + element.x + element.w / 2, y: win.y + element.y + element.h / 2 };
    const f = shot.fullFrame;
    return {
      x: Math.floor(((middle.x - f.x) * shot.image.w) / f.w),
      y: Math.floor(((middle.y - f.y) * shot.image.h) / f.h),
    };
  }

  async function clickPixel(shot: Screenshot, pixel: { x: number; y: number }) {
    const screens = sim.snapshot().screens.map((s) => ({ id: s.id, fullFrame: s.fullFrame }));
    const located = locate(shot, pixel.x, pixel.y, screens);
    assert.ok(located.ok, JSON.stringify(located));
    return sim.agent!.spoon.read("click", { x: located.point.x, y: located.point.y });
  }

  const activeTab = () => sim.snapshot().tabs.find((t) => t.id === "7039")!;

  for (const [where, frame, longEdge] of [
    ["the primary screen (scale 1), sent at 1280 px", undefined, 1280],
    ["the primary screen (scale 1), sent at 1568 px", undefined, 1568],
    [
      "the Retina screen left of it (scale 2, negative x), sent at 1280 px",
      { x: -1512, y: 458, w: 1512, h: 982 },
      1280,
    ],
    ["the Retina screen, sent at 800 px", { x: -1512, y: 458, w: 1512, h: 982 }, 800],
  ] as const) {
    it(`searches YouTube and opens the first result on ${where}`, async () => {
      sim = await startMac({ desktop: youtubeDesktop(frame) });
      const screenId = frame ? 2 : 1;
      const home = await sim.agent!.spoon.read("capture_screen", { screenId, maxLongEdge: longEdge });
      assert.ok(Math.max(home.image.w, home.image.h) <= longEdge);
      const clicked = await clickPixel(home, pixelOf(home, { x: 300, y: 90, w: 600, h: 40 }));
      assert.equal(clicked.app, "Google Chrome");
      const typed = await sim.agent!.spoon.read("type_text", { text: "cooking videos" });
      assert.equal(typed.typed, 14);
      await sim.agent!.spoon.read("press_key", { key: "return" });
      assert.equal(activeTab().url, RESULTS);
      const results = await sim.agent!.spoon.read("capture_screen", { screenId, maxLongEdge: longEdge });
      await clickPixel(results, pixelOf(results, { x: 200, y: 180, w: 420, h: 240 }));
      assert.deepEqual([activeTab().url, activeTab().title], [FIRST, "15 Easy Dinners - YouTube"]);
    });
  }

  it("does the same from Lua with hs.claude.actions and hs.claude.coordinates", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    await sim.settle();
    const done = await sim.lua(`
      local full = { x = 0, y = 0, w = 2560, h = 1440 }
      local shot = { screenId = 1, fullFrame = full, scale = 1, image = { w = 1280, h = 720 } }
      local field = hs.claude.coordinates.fromImage(shot, 300, 67)
      local a = hs.claude.actions.click(field.x, field.y)
      local b = hs.claude.actions.typeText("cooking videos")
      local c = hs.claude.actions.pressKey("return")
      return { a, b, c }`);
    assert.deepEqual(done, [true, true, true], "what each action answered from Lua");
    assert.equal(activeTab().url, RESULTS);
  });

  it("refuses a click on no screen, an unknown key or button, saying what is valid", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    const { connection } = sim.agent!;
    const refused = async (op: string, params: Record<string, unknown>) =>
      String(await connection.call(op, params).catch((e) => e));
    assert.match(await refused("click", { x: 99_999, y: 0 }), /99999,0 is on no screen/);
    assert.match(
      await refused("click", { x: 10, y: 10, button: "thumb" }),
      /button must be one of left, right, middle/,
    );
    assert.match(await refused("press_key", { key: "hyper" }), /key must be one character or one of return, tab/);
    assert.match(await refused("type_text", { text: "" }), /text must be a string of 1 to 10000 characters/);
    assert.equal(activeTab().url, "https://www.youtube.com/", "nothing happened");
  });

  it("pastes what key events would garble (an emoji) and puts the person's clipboard back afterwards", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    await sim.lua(`hs.pasteboard.setContents("the person's own clipboard")`);
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Search" });
    const typed = await sim.agent!.spoon.read("type_text", { text: "🍜 ramen" });
    assert.deepEqual([typed.typed, typed.pasted], [7, true]);
    const field = () => sim.desktop.content.focusedField!.element.value;
    assert.equal(field(), "🍜 ramen");
    await sim.settle(1);
    assert.equal(await sim.lua("return hs.pasteboard.getContents()"), "the person's own clipboard");
    const plain = await sim.agent!.spoon.read("type_text", { text: " soup" });
    assert.deepEqual([plain.pasted, field()], [false, "🍜 ramen soup"]);
    // What key events alone do to it: one per UTF-16 unit, so the emoji arrives as two broken halves.
    await sim.lua(`hs.eventtap.keyStrokes("🍜")`);
    assert.equal(field(), "🍜 ramen soup\uFFFD\uFFFD");
  });

  it("leaves the clipboard alone when something else wrote to it before the paste was put back", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    await sim.lua(`hs.pasteboard.setContents("old")`);
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Search" });
    await sim.agent!.spoon.read("type_text", { text: "x".repeat(300) });
    await sim.lua(`hs.pasteboard.setContents("copied by the person meanwhile")`);
    await sim.settle(1);
    assert.equal(await sim.lua("return hs.pasteboard.getContents()"), "copied by the person meanwhile");
  });

  it("puts the person's clipboard back after two pastes in a row, not the first pasted text", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    await sim.lua(`hs.pasteboard.setContents("mine")`);
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Search" });
    await sim.agent!.spoon.read("type_text", { text: "🍜" });
    await sim.agent!.spoon.read("type_text", { text: "🍣" });
    await sim.settle(1);
    assert.equal(sim.desktop.content.focusedField!.element.value, "🍜🍣");
    assert.equal(await sim.lua("return hs.pasteboard.getContents()"), "mine");
  });

  it("says when a paste can put back only the first of the clipboard's items, and puts that one back", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    // Two files copied in Finder: two items on the pasteboard, of which Hammerspoon reads only the first.
    const files = [{ "public.file-url": "file:///Users/sim/a.pdf" }, { "public.file-url": "file:///Users/sim/b.pdf" }];
    Object.assign(sim.desktop.content.pasteboard, { items: files[0], others: files.slice(1) });
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Search" });
    const typed = await sim.agent!.spoon.read("type_text", { text: "🍜" });
    assert.deepEqual([typed.pasted, typed.clipboardLost], [true, 1]);
    await sim.settle(1);
    const types = [["public.file-url"]];
    assert.deepEqual(await sim.lua("return hs.pasteboard.allContentTypes()"), types, "the items put back");
    assert.deepEqual(await sim.lua("return hs.pasteboard.readAllData()"), files[0]);
    const again = await sim.agent!.spoon.read("type_text", { text: "🍣" });
    assert.equal(again.clipboardLost, undefined, "one item now: nothing more to lose");
    await sim.settle(1);
    Object.assign(sim.desktop.content.pasteboard, { items: files[0], others: files.slice(1) });
    const note = "the clipboard held 2 items and only its first is put back (Hammerspoon reads no more)";
    assert.deepEqual(await sim.lua(`return { hs.claude.actions.typeText("🍱") }`), [true, note], "typeText's answer");
  });

  it("presses a character no key of the layout makes (!, é) by typing it; ⌘? as ⌘⇧ and the / key", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Search" });
    await sim.agent!.spoon.read("type_text", { text: "wow" });
    for (const key of ["!", "é"]) await sim.agent!.spoon.read("press_key", { key });
    assert.equal(sim.desktop.content.focusedField!.element.value, "wow!é");
    await sim.agent!.spoon.read("press_key", { key: "?", modifiers: ["cmd"] });
    assert.deepEqual(sim.desktop.content.keys.at(-1), { key: "/", mods: ["cmd", "shift"] });
    const refused = await sim.agent!.connection.call("press_key", { key: "é", modifiers: ["cmd"] }).catch(String);
    assert.match(String(refused), /no key makes "é" on this keyboard layout: press it without modifiers/);
    assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console");
  });

  it("pastes on a layout without Latin letters (⌘ and the V key), and presses that layout's own letters", async () => {
    sim = await startMac({ desktop: { ...youtubeDesktop(), keyboardLayout: "Russian – PC" } });
    await sim.agent!.spoon.read("press_element", { ...CHROME, title: "Search" });
    const typed = await sim.agent!.spoon.read("type_text", { text: "привет" });
    assert.deepEqual([typed.pasted, sim.desktop.content.focusedField!.element.value], [true, "привет"]);
    assert.deepEqual(sim.desktop.content.keys, [{ key: "v", mods: ["cmd"] }], "what Chrome took the paste's keys for");
    await sim.agent!.spoon.read("press_key", { key: "м" });
    assert.deepEqual(sim.desktop.content.keys.at(-1), { key: "м", mods: [] });
    assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console");
  });

  it("zooms to an area a rounding hair past the edge (cut to the screen); names an icon by description", async () => {
    sim = await startMac({ desktop: youtubeDesktop() });
    const zoomed = await sim.agent!.spoon.read("zoom", { area: { x: 2460, y: 1340, w: 100.0000000002, h: 100 } });
    assert.deepEqual([zoomed.area.w, zoomed.area.h, zoomed.image.w], [100, 100, 100]);
    const page = sim.desktop.content.pages.get("https://www.youtube.com/")!;
    page.elements.push({ role: "AXButton", title: "", description: "Send", frame: { x: 1000, y: 40, w: 30, h: 30 } });
    const win = sim.snapshot().windows.find((w) => w.id === 101)!.frame;
    const at = await sim.agent!.spoon.read("element_at", { x: win.x + 1010, y: win.y + 50 });
    assert.deepEqual(at, { role: "AXButton", title: "Send", description: "Send" }, "its description, also as its own");
  });
});
