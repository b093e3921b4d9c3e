import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { localRange, rangeOf } from "../../../../agent/src/apps/calendar/days.ts";

const [SUNDAY, MONDAY, FRIDAY] = [0, 1, 5];

describe("the day a calendar question names, counted from the Mac's today", () => {
  it("a weekday is the next such day, today when today is one", () => {
    assert.deepEqual(rangeOf("friday", FRIDAY), { first: 0, days: 1 }, "friday on a Friday: today");
    assert.deepEqual(rangeOf("thursday", FRIDAY), { first: 6, days: 1 }, "thursday on a Friday: six days on");
    assert.deepEqual(rangeOf("monday", SUNDAY), { first: 1, days: 1 });
    assert.deepEqual(rangeOf("tomorrow", SUNDAY), { first: 1, days: 1 });
  });

  it("next week runs from the coming Monday to Sunday, a whole week on when today is Monday", () => {
    assert.deepEqual(rangeOf("next_week", SUNDAY), { first: 1, days: 7 });
    assert.deepEqual(rangeOf("next_week", MONDAY), { first: 7, days: 7 });
    assert.deepEqual(rangeOf("next_week", FRIDAY), { first: 3, days: 7 });
  });

  it("local ranges count whole local days across a DST change and a month's end; an unread start is none", () => {
    assert.deepEqual(localRange("tomorrow", "2026-03-28T00:00"), { from: "2026-03-29T00:00", to: "2026-03-30T00:00" });
    assert.deepEqual(localRange("next_week", "2026-03-27T00:00"), { from: "2026-03-30T00:00", to: "2026-04-06T00:00" });
    assert.equal(localRange("tomorrow", "yesterday"), undefined);
  });
});
