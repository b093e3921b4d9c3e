import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { eventsInRange } from "../../../../agent/src/apps/calendar/occurrences.ts";

const WEEKLY = { title: "Team sync", start: "2025-06-02T10:00", end: "2025-06-02T10:30", recurrence: "FREQ=WEEKLY" };
const lines = (events: { title: string; start: string; end: string }[]) =>
  events.map((e) => `${e.start}-${e.end.slice(11)} ${e.title}`);

describe("a repeating event's occurrences over the asked range", () => {
  it("lists a weekly series created last year on its weekday, not on an excluded date", () => {
    const monday = eventsInRange([WEEKLY], "2026-03-02T00:00", "2026-03-03T00:00");
    assert.deepEqual(lines(monday.events), ["2026-03-02T10:00-10:30 Team sync"], "Monday's occurrence");
    const skipped = eventsInRange(
      [{ ...WEEKLY, excluded: ["2026-03-02T10:00"] }],
      "2026-03-02T00:00",
      "2026-03-03T00:00",
    );
    assert.deepEqual(skipped.events, [], "the excluded Monday has none");
    const tuesday = eventsInRange([WEEKLY], "2026-03-03T00:00", "2026-03-04T00:00");
    assert.deepEqual(tuesday.events, [], "Tuesday has none");
  });

  it("keeps local time across a DST change, as the Mac shows it, and an occurrence already under way", () => {
    const week = eventsInRange([WEEKLY], "2026-03-23T00:00", "2026-04-06T00:00");
    assert.deepEqual(
      lines(week.events),
      ["2026-03-23T10:00-10:30 Team sync", "2026-03-30T10:00-10:30 Team sync"],
      "10:00 before and after Europe's DST change of 2026-03-29",
    );
    const during = eventsInRange([WEEKLY], "2026-03-02T10:15", "2026-03-03T00:00");
    assert.deepEqual(lines(during.events), ["2026-03-02T10:00-10:30 Team sync"], "under way at 10:15");
  });

  it("ends a series at its UNTIL, merges single events earliest first, and names a rule it cannot read", () => {
    const ended = { ...WEEKLY, title: "Old", recurrence: "FREQ=DAILY;UNTIL=20250701T000000Z" };
    const single = { title: "Dentist", start: "2026-03-02T09:00", end: "2026-03-02T09:30" };
    const broken = { ...WEEKLY, title: "Odd", recurrence: "NOT A RULE" };
    const day = eventsInRange([ended, broken, WEEKLY, single], "2026-03-02T00:00", "2026-03-03T00:00");
    assert.deepEqual(
      lines(day.events),
      ["2026-03-02T09:00-09:30 Dentist", "2026-03-02T10:00-10:30 Team sync"],
      "the day's single event and series, earliest first, without the ended one",
    );
    assert.deepEqual(day.unreadable, ["Odd"], "the series whose rule could not be read");
  });

  it("keeps a series' calendar and all-day flag on each occurrence", () => {
    const birthday = {
      title: "Ada's birthday",
      ...{ start: "1990-03-05T00:00", end: "1990-03-06T00:00", calendar: "Home", allDay: true },
      recurrence: "FREQ=YEARLY",
    };
    const day = eventsInRange([birthday], "2026-03-05T00:00", "2026-03-06T00:00");
    assert.deepEqual(
      day.events,
      [{ title: "Ada's birthday", start: "2026-03-05T00:00", end: "2026-03-06T00:00", calendar: "Home", allDay: true }],
      "this year's birthday, all day, in its calendar",
    );
  });

  it("stops a rule that repeats every minute at 500 occurrences", () => {
    const minutely = { ...WEEKLY, start: "2026-03-01T00:00", end: "2026-03-01T00:01", recurrence: "FREQ=MINUTELY" };
    const month = eventsInRange([minutely], "2026-03-01T00:00", "2026-04-01T00:00");
    assert.equal(month.events.length, 500);
  });
});
