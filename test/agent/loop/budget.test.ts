import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Budget } from "../../../agent/src/loop/budget.ts";

/** One call on claude-sonnet-5 ($2 in, $10 out per million): $0.025; the next is priced at its input and 1024 out. */
const REPLY = { input_tokens: 10_000, output_tokens: 500 };

describe("a vision run's budget, on its own", () => {
  it("has nothing to refuse without a budget, and counts what each reply and screenshot used", () => {
    const budget = new Budget("claude-sonnet-5", 1024, {});
    budget.charge(REPLY);
    budget.screenshot();
    assert.equal(budget.refusal(), undefined);
    assert.deepEqual([budget.usage.calls, budget.usage.screenshots, budget.usage.costUsd], [1, 1, 0.025]);
  });

  it("refuses the first call when what the command spent before already is the budget", () => {
    const budget = new Budget("claude-sonnet-5", 1024, { budgetUsd: 0.05, spentUsd: 0.05 });
    assert.equal(budget.refusal(), "stopped at the budget: $0.05 of $0.05 spent");
  });

  it("refuses the call that could pass the budget: the last call's input again, with a full answer", () => {
    const budget = new Budget("claude-sonnet-5", 1024, { budgetUsd: 0.06 });
    assert.equal(budget.refusal(), undefined, "nothing spent yet");
    budget.charge(REPLY);
    assert.equal(budget.refusal(), undefined, "$0.025 + $0.03024 fits in $0.06");
    budget.charge(REPLY);
    assert.equal(budget.refusal(), "stopped at the budget: $0.05 of $0.06 spent");
  });

  it("refuses a budget it cannot price", () => {
    const budget = new Budget("claude-someday-9", 1024, { budgetUsd: 1 });
    assert.equal(budget.refusal(), "the budget ($1) cannot be kept: no price is known for claude-someday-9");
  });
});
