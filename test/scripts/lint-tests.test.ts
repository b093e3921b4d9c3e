import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { unexplainedLists } from "../../scripts/lint-tests.ts";

const lint = (code: string) => unexplainedLists("/repo/test/x.test.ts", code);

describe("the test lint: a list assertion says what it expected", () => {
  it("flags a list compared without a message, by each assertion that compares lists", () => {
    const found = lint(`assert.deepEqual(names, ["Slack"]);
assert.equal(tabs.map((t) => t.id), []);
assert.deepStrictEqual(await read(), [1, 2]);`);
    assert.equal(found.length, 3, found.join("\n"));
    assert.match(found[0]!, /x\.test\.ts:1: assert\.deepEqual on a list needs a message saying what the list is$/);
    assert.match(found[2]!, /:3: assert\.deepStrictEqual on a list/);
  });

  it("takes one with a message, a tuple of fields compared side by side, and what is not a list written out", () => {
    const found = lint(`assert.deepEqual(names, ["Slack"], "the running apps");
assert.deepEqual([result.success, result.errorType], [false, "cancelled"]);
assert.deepEqual(result, { ok: true });
assert.equal(names.length, 2);
other.deepEqual(names, ["Slack"]);`);
    assert.deepEqual(found, [], "the lines flagged");
  });
});
