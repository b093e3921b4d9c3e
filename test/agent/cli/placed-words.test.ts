import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { printOutput } from "../../../agent/src/cli/output.ts";
import type { Command } from "../../../agent/src/registry/index.ts";
import { Snapshot, type Frame } from "../../../agent/src/contract/index.ts";
import type { ExecResult } from "../../../agent/src/exec/index.ts";
import { captured } from "../../support/capture.ts";
import { DESKTOPS } from "../../support/index.ts";

/** dev-dual: Chrome's window 101 on DELL U2723QE (usable frame x 0, y 25, 2560 × 1345). */
const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const LEFT_HALF = { x: 0, y: 25, w: 1280, h: 1345 };

/** The desktop with window 101 at `frame`. */
const chromeAt = (frame: Frame): Snapshot => ({
  ...desktop,
  windows: desktop.windows.map((win) => (win.id === 101 ? { ...win, frame } : win)),
});

/** What `run` prints for one place_app step that put Chrome from `from` at `to` (as the Spoon answered). */
async function shown(from: Frame, to: Frame, flags: { unhidden?: boolean; monitor?: string } = {}) {
  const placed = {
    name: "Google Chrome",
    windowId: 101,
    requested: to,
    actual: to,
    launched: false,
    unminimized: false,
  };
  const result = { ...placed, unhidden: flags.unhidden ?? false };
  const message = `Google Chrome placed at [${to.x}, ${to.y}, ${to.x + to.w}, ${to.y + to.h}]`;
  const where = flags.monitor ? { monitor: flags.monitor } : { bounds: [to.x, to.y, to.x + to.w, to.y + to.h] };
  const command = { type: "place_app", app_name: "Google Chrome", ...where } as Command;
  const output = {
    plan: null,
    result: {
      success: true,
      message,
      steps: [{ command, status: "done", message, result }],
      iterations: 1,
    } as ExecResult,
    after: chromeAt(to),
  };
  const human = await captured(() => printOutput(output, false, chromeAt(from)));
  const json = await captured(() => printOutput(output, true, chromeAt(from)));
  return { line: human.stdout.split("\n")[0], json: JSON.parse(json.stdout).result.message };
}

describe("a placed window is told in words: the placement and the screen", () => {
  it("moved: the app → the named placement of the screen; JSON keeps the numbers", async () => {
    const { line, json } = await shown({ x: 0, y: 25, w: 1600, h: 1345 }, LEFT_HALF);
    assert.equal(line, "Google Chrome → left half of DELL U2723QE");
    assert.equal(json, "Google Chrome placed at [0, 25, 1280, 1370]");
  });

  it("a move that changed nothing says so", async () => {
    assert.equal(
      (await shown(LEFT_HALF, LEFT_HALF)).line,
      "Google Chrome was already on the left half of DELL U2723QE",
    );
  });

  it("maximized, centered, a frame of its own, and what the Spoon had to do first", async () => {
    const whole = { x: 0, y: 25, w: 2560, h: 1345 };
    assert.equal((await shown(LEFT_HALF, whole)).line, "Google Chrome → maximized on DELL U2723QE");
    assert.equal((await shown(whole, whole)).line, "Google Chrome was already maximized on DELL U2723QE");
    const middle = { x: 480, y: 197, w: 1600, h: 1000 };
    assert.equal((await shown(LEFT_HALF, middle)).line, "Google Chrome → centered on DELL U2723QE");
    const own = { x: 10, y: 40, w: 800, h: 600 };
    assert.equal((await shown(LEFT_HALF, own)).line, "Google Chrome → [10, 40, 810, 640] on DELL U2723QE");
    assert.equal((await shown(LEFT_HALF, own, { monitor: "main" })).line, "Google Chrome → DELL U2723QE");
    assert.equal((await shown(own, own, { monitor: "main" })).line, "Google Chrome was already on DELL U2723QE");
    assert.equal(
      (await shown(LEFT_HALF, LEFT_HALF, { unhidden: true })).line,
      "Google Chrome → left half of DELL U2723QE (unhidden)",
    );
  });
});
