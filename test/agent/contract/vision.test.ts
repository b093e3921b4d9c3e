import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import {
  DEFAULT_LONG_EDGE,
  fitImage,
  NEWEST_MODEL_LIMITS,
  OLDER_MODEL_LIMITS,
  visualTokens,
} from "../../../agent/src/contract/index.ts";

const sizes = fc.record({ w: fc.integer({ min: 16, max: 12_000 }), h: fc.integer({ min: 16, max: 8_000 }) });
const limits = fc.constantFrom(OLDER_MODEL_LIMITS, NEWEST_MODEL_LIMITS, {
  ...OLDER_MODEL_LIMITS,
  maxLongEdge: DEFAULT_LONG_EDGE,
  maxTokens: NEWEST_MODEL_LIMITS.maxTokens,
});

it("fits any capture within a model's limits, keeping its aspect, never enlarging it", () => {
  fc.assert(
    fc.property(sizes, limits, ({ w, h }, limit) => {
      const fitted = fitImage(w, h, limit);
      assert.ok(Math.max(fitted.w, fitted.h) <= limit.maxLongEdge);
      if (limit.maxPixels) assert.ok(fitted.w * fitted.h <= limit.maxPixels);
      if (limit.maxTokens) assert.ok(visualTokens(fitted.w, fitted.h) <= limit.maxTokens);
      assert.ok(fitted.w <= w && fitted.h <= h);
      const aspectError = Math.abs(fitted.w / fitted.h / (w / h) - 1);
      assert.ok(aspectError < 1 / Math.min(fitted.w, fitted.h) + 0.01, "aspect kept");
      // As large as allowed: a step bigger would not fit (or would enlarge).
      const bigger = { w: Math.floor(fitted.w * 1.03) + 1, h: Math.floor(fitted.h * 1.03) + 1 };
      const biggerFits =
        bigger.w <= w &&
        bigger.h <= h &&
        Math.max(bigger.w, bigger.h) <= limit.maxLongEdge &&
        (!limit.maxPixels || bigger.w * bigger.h <= limit.maxPixels) &&
        (!limit.maxTokens || visualTokens(bigger.w, bigger.h) <= limit.maxTokens);
      assert.ok(!biggerFits, `${fitted.w}×${fitted.h} could have been ${bigger.w}×${bigger.h}`);
    }),
    { numRuns: 3000 },
  );
});

it("sends a 3024×1964 Retina capture at 1280×831 by default", () => {
  const limit = { ...OLDER_MODEL_LIMITS, maxLongEdge: DEFAULT_LONG_EDGE, maxTokens: NEWEST_MODEL_LIMITS.maxTokens };
  assert.deepEqual(fitImage(3024, 1964, limit), { w: 1280, h: 831 });
  assert.deepEqual(fitImage(3024, 1964, NEWEST_MODEL_LIMITS).w <= 2576, true);
});
