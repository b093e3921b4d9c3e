import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { sinceTime } from "../../../agent/src/cli/log.ts";

/** `log --since` in the words people use for days, counted from local midnight. */
describe("log --since today, yesterday, a weekday", () => {
  // Wednesday 25 November 2026, 15:30 here.
  const now = new Date(2026, 10, 25, 15, 30).getTime();
  const midnight = (day: number) => new Date(2026, 10, day).getTime();

  it("today and yesterday: from their midnight, whatever the case", () => {
    assert.equal(sinceTime("today", now), midnight(25));
    assert.equal(sinceTime("yesterday", now), midnight(24));
    assert.equal(sinceTime("Yesterday", now), midnight(24));
  });

  it("a weekday: the last one, today when it is that day", () => {
    assert.equal(sinceTime("monday", now), midnight(23));
    assert.equal(sinceTime("sunday", now), midnight(22));
    assert.equal(sinceTime("thursday", now), midnight(19));
    assert.equal(sinceTime("wednesday", now), midnight(25));
  });

  it("a word that is none of them is refused, naming what is taken", () => {
    assert.throws(() => sinceTime("lastweek", now), {
      name: "UsageError",
      message: /^--since lastweek is neither a day \(today, yesterday, monday\), a date or time/,
    });
  });
});
