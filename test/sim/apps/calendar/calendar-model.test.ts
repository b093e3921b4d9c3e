import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { CALENDAR_EVENTS } from "../../../../spoon/src/apps/calendar/jxa-scripts.ts";
import { realClock } from "../../../../agent/src/util/clock.ts";
import { APP_LAUNCH_MS, CALENDAR_COSTS } from "../../costs.ts";
import { DEFAULT_DESKTOP } from "../../index.ts";
import { loadDesktop } from "../../load-desktop.ts";
import { instantOf } from "../../mac-time.ts";
import { runMetered } from "../../osascript-meter.ts";
import { appsOnThisMac } from "../../osascript/apps-on-this-mac.ts";
import { runOsascript } from "../../osascript/osascript.ts";

/** Years of weekly work events, long over, beside today's: the read must not carry them. */
const PAST = Array.from({ length: 200 }, (_, i) => {
  const day = new Date(Date.UTC(2022, 0, 3) + i * 7 * 86_400_000).toISOString().slice(0, 10);
  return { title: `Review ${i + 1}`, start: `${day}T14:00`, end: `${day}T15:00`, calendar: "Work" };
});
const EVENTS = [
  { title: "Standup", start: "2026-03-02T09:00", end: "2026-03-02T09:15", calendar: "Work" },
  { title: "Holiday", start: "2026-03-02", end: "2026-03-02", calendar: "Home", allDay: true },
  { title: "Yoga", start: "2025-01-06T18:00", end: "2025-01-06T19:00", calendar: "Home", recurrence: "FREQ=WEEKLY" },
  { title: "Tomorrow", start: "2026-03-03T09:00", end: "2026-03-03T10:00", calendar: "Work" },
  ...PAST,
];

/** The built-in desktop with these calendars, its Mac's date `now` (local) in `timeZone`; Calendar not running. */
function calendarMac(events: object[], now: string, timeZone: string) {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
  const desktop = loadDesktop({ ...base, appState: { Calendar: { calendars: ["Work", "Home"], events } } });
  desktop.timeZone = timeZone;
  desktop.startDate = instantOf(timeZone, now);
  desktop.now = () => desktop.startDate!;
  const run = (script: string, argv: string[] = []) =>
    runMetered(
      (env) => runOsascript(["-l", "JavaScript", "-e", script, ...argv], env),
      appsOnThisMac(desktop, realClock),
      desktop,
    );
  return { desktop, run };
}

const answerOf = (stdout: string) => JSON.parse(stdout.slice(stdout.indexOf(":") + 1)) as Record<string, unknown>;

describe("Calendar's model runs the Spoon's JXA against Calendar's dictionary", () => {
  it("answers today's events of every calendar, all-day ones as such, the series begun before; nothing else", () => {
    const { desktop, run } = calendarMac(EVENTS, "2026-03-02T08:00", "Europe/Berlin");
    const read = run(CALENDAR_EVENTS, ["today", "1"]);
    assert.equal(read.exitCode, 0, read.stderr);
    assert.deepEqual(
      answerOf(read.stdout),
      {
        events: [
          { title: "Standup", start: "2026-03-02T09:00", end: "2026-03-02T09:15", calendar: "Work" },
          { title: "Holiday", start: "2026-03-02T00:00", end: "2026-03-03T00:00", calendar: "Home", allDay: true },
          {
            title: "Yoga",
            start: "2025-01-06T18:00",
            end: "2025-01-06T19:00",
            calendar: "Home",
            recurrence: "FREQ=WEEKLY",
          },
        ],
        from: "2026-03-02T00:00",
        to: "2026-03-03T00:00",
      },
      "today's events and the series, by calendar; not tomorrow's, not the past years'",
    );
    assert.ok(desktop.isRunning("Calendar"), "the first Apple event started Calendar");
    assert.deepEqual(read.meter.launched, ["Calendar"], "its launch is charged");
    // Bounded: Calendar examines each event of each calendar per read, the replies carry only today's.
    const { meter } = read;
    // One event for the calendars' names, then per calendar a whose read per property: five, and the excluded
    // dates of Home's, where a series is.
    assert.equal(meter.events, 1 + 5 + 6, "Apple events");
    // The names, then five properties of Work's standup and of Home's two (no excluded dates: empty lists).
    assert.equal(meter.items, 2 + 5 * 1 + 5 * 2, "items carried");
    assert.equal(meter.scanned, 5 * (EVENTS.length - 2) + 6 * 2, "events examined: each calendar's, per read");
    const costs = CALENDAR_COSTS;
    const expected = APP_LAUNCH_MS + meter.events * costs.eventMs + meter.items * costs.itemMs;
    assert.equal(meter.ms, expected + meter.scanned * costs.scanMs, "charged at Calendar's own costs");
  });

  it("fails a name Calendar's dictionary lacks, as on a Mac", () => {
    const { run } = calendarMac(EVENTS, "2026-03-02T08:00", "Europe/Berlin");
    const byTitle = run('Application("Calendar").calendars[0].events.whose({title: "Standup"}).summary()');
    assert.match(byTitle.stderr, /\(-1700\)/, "events have a summary, no title");
    const noTitle = run('Application("Calendar").calendars[0].events.title()');
    assert.match(noTitle.stderr, /TypeError/, "nor can a script read one");
  });
});

/** Europe's clocks went forward on 2026-03-29: that Sunday had 23 hours (E16). */
describe("a range of calendar days in the Mac's time zone, across a DST change", () => {
  const events = [
    { title: "Late call", start: "2026-03-29T23:30", end: "2026-03-29T23:45", calendar: "Work" },
    { title: "Night train", start: "2026-03-30T00:30", end: "2026-03-30T01:00", calendar: "Work" },
  ];

  it("ends today at the next midnight, not 24 hours on: the hour after it is tomorrow's", () => {
    const { run } = calendarMac(events, "2026-03-29T09:00", "Europe/Berlin");
    const today = answerOf(run(CALENDAR_EVENTS, ["today", "1"]).stdout);
    assert.equal(today.to, "2026-03-30T00:00", "midnight, not 01:00");
    const titles = (today.events as { title: string }[]).map((event) => event.title);
    assert.deepEqual(titles, ["Late call"], "today's events, without the one at 00:30 on Monday");
  });
});
