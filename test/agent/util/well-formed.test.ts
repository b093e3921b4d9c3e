import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { illFormedIn, illFormedText, wellFormed } from "../../../agent/src/util/index.ts";

describe("text fit to cross a boundary", () => {
  it("names a NUL or a lone surrogate and where; a surrogate pair is well-formed", () => {
    assert.equal(illFormedText("a \u{1F600} b"), undefined);
    assert.match(illFormedText("ab\u0000")!, /^holds a NUL character \(U\+0000\) at character 3/);
    assert.match(illFormedText("\uDE00\uD83D")!, /^holds a lone UTF-16 surrogate \(U\+DE00\) at character 1/);
    assert.equal(wellFormed("x\uD83Dy\u{1F600}"), "x\uFFFDy\u{1F600}");
  });

  it("names the field by a short plain path, however long or odd the sender's keys", () => {
    const told = illFormedIn({ [`${"k".repeat(200_000)}\n`]: ["ok", "\u0000"] }, "commands[0]")!;
    assert.ok(told.length < 300, `a message, not a dump: ${told.length} characters`);
    assert.match(told, /^commands\[0\]\.k+…?.*\[1\] holds a NUL character/);
    assert.ok(!told.includes("\n"), "one line");
  });
});
