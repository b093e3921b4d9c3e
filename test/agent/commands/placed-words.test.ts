import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { definitionOf, parseCommand } from "../../../agent/src/registry/index.ts";
import { Snapshot, type Frame } from "../../../agent/src/contract/index.ts";
import { fakeContext } from "../../fakes/command-context.ts";
import { fakeSpoon } from "../../fakes/spoon-client.ts";
import { DESKTOPS } from "../../support/index.ts";

/** dev-dual: Chrome's window 101 on DELL U2723QE (usable frame x 0, y 25, 2560 × 1345). */
const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const LEFT_HALF = { x: 0, y: 25, w: 1280, h: 1345 };

/** The desktop with window 101 at `frame`. */
const chromeAt = (frame: Frame): Snapshot => ({
  ...desktop,
  windows: desktop.windows.map((win) => (win.id === 101 ? { ...win, frame } : win)),
});

/** The place_app step's own message and result, Chrome put from `from` at `to` (as the Spoon answered). */
async function placedStep(from: Frame, to: Frame, flags: { unhidden?: boolean; monitor?: string } = {}) {
  const placed = { name: "Google Chrome", windowId: 101, requested: to, actual: to, launched: false };
  const value = { ...placed, unminimized: false, unhidden: flags.unhidden ?? false };
  const where = flags.monitor ? { monitor: flags.monitor } : { bounds: [to.x, to.y, to.x + to.w, to.y + to.h] };
  const parsed = parseCommand({ type: "place_app", app_name: "Google Chrome", ...where }, 0);
  assert.ok(parsed.ok);
  const spoon = fakeSpoon({ place_app: () => ({ ok: true, value }) });
  return definitionOf(parsed.command).run(parsed.command, fakeContext(spoon, chromeAt(from)));
}
const line = async (...args: Parameters<typeof placedStep>) => (await placedStep(...args)).message;

describe("a placed window is told in words, in the step's own message: the placement and the screen", () => {
  it("moved: the app → the named placement of the screen; the result keeps the numbers", async () => {
    const step = await placedStep({ x: 0, y: 25, w: 1600, h: 1345 }, LEFT_HALF);
    assert.equal(step.message, "Google Chrome → left half of DELL U2723QE");
    assert.deepEqual((step.result as { actual: Frame }).actual, LEFT_HALF);
  });

  it("a move that changed nothing says so", async () => {
    assert.equal(await line(LEFT_HALF, LEFT_HALF), "Google Chrome was already on the left half of DELL U2723QE");
  });

  it("maximized, centered, a frame of its own, and what the Spoon had to do first", async () => {
    const whole = { x: 0, y: 25, w: 2560, h: 1345 };
    assert.equal(await line(LEFT_HALF, whole), "Google Chrome → maximized on DELL U2723QE");
    assert.equal(await line(whole, whole), "Google Chrome was already maximized on DELL U2723QE");
    const middle = { x: 480, y: 197, w: 1600, h: 1000 };
    assert.equal(await line(LEFT_HALF, middle), "Google Chrome → centered on DELL U2723QE");
    const own = { x: 10, y: 40, w: 800, h: 600 };
    assert.equal(await line(LEFT_HALF, own), "Google Chrome → [10, 40, 810, 640] on DELL U2723QE");
    assert.equal(await line(LEFT_HALF, own, { monitor: "main" }), "Google Chrome → DELL U2723QE");
    assert.equal(await line(own, own, { monitor: "main" }), "Google Chrome was already on DELL U2723QE");
    assert.equal(
      await line(LEFT_HALF, LEFT_HALF, { unhidden: true }),
      "Google Chrome → left half of DELL U2723QE (unhidden)",
    );
  });
});
