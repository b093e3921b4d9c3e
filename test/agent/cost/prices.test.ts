import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { addReply, costOf, noUsage, sumUsage, usageLine } from "../../../agent/src/cost/index.ts";

describe("what Claude costs", () => {
  it("prices input, cache writes and reads, and output per model family", () => {
    const tokens = {
      inputTokens: 1_000_000,
      outputTokens: 1_000_000,
      cacheWriteTokens: 1_000_000,
      cacheReadTokens: 1_000_000,
    };
    assert.equal(costOf("claude-sonnet-5", tokens), 2 + 10 + 2.5 + 0.2);
    assert.equal(costOf("claude-haiku-4-5", tokens), 1 + 5 + 1.25 + 0.1);
    assert.equal(costOf("claude-opus-4-5-20251101", tokens), 5 + 25 + 6.25 + 0.5);
    assert.equal(costOf("claude-opus-4-1", tokens), 15 + 75 + 18.75 + 1.5);
    assert.equal(costOf("claude-sonnet-5-5", { inputTokens: 1_000_000, outputTokens: 0 }), 2);
    assert.equal(costOf("some-other-model", tokens), undefined, "an unknown price is unknown, not zero");
  });

  it("adds replies up, cached tokens included", () => {
    const usage = noUsage();
    addReply(usage, "claude-sonnet-5", { input_tokens: 1000, output_tokens: 100, cache_read_input_tokens: 4000 });
    addReply(usage, "claude-sonnet-5", { input_tokens: 1000, output_tokens: 100, cache_creation_input_tokens: 2000 });
    assert.deepEqual(usage, {
      calls: 2,
      inputTokens: 2000,
      outputTokens: 200,
      cacheWriteTokens: 2000,
      cacheReadTokens: 4000,
      screenshots: 0,
      costUsd: 0.0118,
    });
    assert.equal(usageLine(usage), "Claude: 2 calls, 8,200 tokens (4,000 cached), 0 screenshots, $0.0118");
  });

  it("sums planning and looking; the cost is unknown when either part's price is", () => {
    const planning = noUsage();
    addReply(planning, "claude-haiku-4-5", { input_tokens: 1000, output_tokens: 100 });
    const looking = noUsage();
    addReply(looking, "claude-sonnet-5", { input_tokens: 1000, output_tokens: 100 });
    assert.equal(sumUsage(planning, looking).costUsd, 0.0045, "$0.0015 on Haiku 4.5 and $0.003 on Sonnet 5");
    assert.equal(sumUsage(planning, looking).calls, 2);
    const unknown = noUsage();
    addReply(unknown, "a-new-model", { input_tokens: 1, output_tokens: 1 });
    assert.equal(sumUsage(planning, unknown).costUsd, undefined);
    assert.equal(sumUsage(planning, noUsage()).costUsd, 0.0015);
  });
});
