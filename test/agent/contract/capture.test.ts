import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import fc from "fast-check";
import { globalToImage, locate, type Capture } from "../../../agent/src/contract/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** A screen anywhere (negative origins too), at scale 1 or 2, captured full size or downscaled. */
const captures = fc
  .record({
    x: fc.integer({ min: -6000, max: 6000 }),
    y: fc.integer({ min: -3000, max: 3000 }),
    w: fc.integer({ min: 640, max: 6016 }),
    h: fc.integer({ min: 480, max: 3384 }),
    scale: fc.constantFrom(1, 2),
    longEdge: fc.option(fc.integer({ min: 512, max: 2576 }), { nil: undefined }),
  })
  .map(({ x, y, w, h, scale, longEdge }): Capture => {
    const full = { w: w * scale, h: h * scale };
    const shrink = longEdge === undefined ? 1 : Math.min(1, longEdge / Math.max(full.w, full.h));
    const image = { w: Math.max(1, Math.round(full.w * shrink)), h: Math.max(1, Math.round(full.h * shrink)) };
    return { screenId: 1, fullFrame: { x, y, w, h }, scale, image };
  });

/** A point of the capture's screen, as fractions of its width and height. */
const targets = fc.record({
  fx: fc.double({ min: 0, max: 0.9999, noNaN: true }),
  fy: fc.double({ min: 0, max: 0.9999, noNaN: true }),
});

describe("the agent's coordinate path (the Spoon's, shared through agent/src/contract)", () => {
  it("clicks inside the footprint of the pixel that shows the target, on the target's screen", () => {
    fc.assert(
      fc.property(captures, targets, (capture, { fx, fy }) => {
        const { fullFrame: f, image } = capture;
        const target = { x: f.x + Math.floor(fx * f.w), y: f.y + Math.floor(fy * f.h) };
        const pixel = globalToImage(capture, target);
        const located = locate(capture, pixel.x, pixel.y, [{ id: 1, fullFrame: f }]);
        assert.ok(located.ok, JSON.stringify(located));
        const perPixel = { x: f.w / image.w, y: f.h / image.h };
        assert.ok(Math.abs(located.point.x - target.x) < Math.max(1, perPixel.x), "x within a pixel");
        assert.ok(Math.abs(located.point.y - target.y) < Math.max(1, perPixel.y), "y within a pixel");
        if (perPixel.x >= 1 && perPixel.y >= 1) assert.deepEqual(globalToImage(capture, located.point), pixel);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses pixels outside the image", () => {
    fc.assert(
      fc.property(captures, fc.integer({ min: 0, max: 10 }), (capture, beyond) => {
        const outside = locate(capture, capture.image.w + beyond, 0, [{ id: 1, fullFrame: capture.fullFrame }]);
        assert.equal(outside.ok, false);
      }),
    );
  });

  describe("the same code compiled to Lua (the Spoon's) gives the same answers", () => {
    const sim = simMacForTests({ agent: "none" });
    before(() => sim.lua(`hs.loadSpoon("Claude"); spoon.Claude.startAgent = false; spoon.Claude:start()`));

    it("for 300 random captures and pixels", async () => {
      const cases = fc.sample(fc.tuple(captures, targets), { numRuns: 300, seed: 20261123 });
      const inputs = cases.map(([capture, { fx, fy }]) => ({
        capture,
        px: Math.floor(fx * capture.image.w),
        py: Math.floor(fy * capture.image.h),
      }));
      const lua = (await sim.lua(`local out = {}
        for i, c in ipairs(hs.json.decode(${JSON.stringify(JSON.stringify(inputs))})) do
          -- the screen is not on this simulated Mac: compare the conversion itself
          local p = hs.claude.coordinates.toImage(c.capture, { x = 0, y = 0 })
          out[i] = { p.x, p.y }
        end
        return out`)) as number[][];
      for (const [i, { capture }] of inputs.entries()) {
        assert.deepEqual(lua[i], Object.values(globalToImage(capture, { x: 0, y: 0 })), `case ${i}`);
      }
      const points = (await sim.lua(`local out = {}
        for i, c in ipairs(hs.json.decode(${JSON.stringify(JSON.stringify(inputs))})) do
          local s = c.capture
          s.fullFrame.x, s.fullFrame.y = 0, 0
          local p = hs.claude.coordinates.fromImage(s, c.px, c.py)
          out[i] = p and { p.x, p.y } or false
        end
        return out`)) as (number[] | false)[];
      const screens = sim.snapshot().screens.map((screen) => ({ id: screen.id, fullFrame: screen.fullFrame }));
      let compared = 0;
      for (const [i, { capture, px, py }] of inputs.entries()) {
        const local = { ...capture, fullFrame: { ...capture.fullFrame, x: 0, y: 0 } };
        const expected = locate(local, px, py, screens);
        assert.deepEqual(points[i], expected.ok ? [expected.point.x, expected.point.y] : false, `case ${i}`);
        if (expected.ok) compared++;
      }
      assert.ok(compared > 100, `${compared} cases landed on a screen`);
    });
  });
});
