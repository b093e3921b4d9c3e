import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, describe, it } from "node:test";
import { createRunner, runCommand, type Runner } from "../../../../agent/src/app/index.ts";
import { DEFAULT_DESKTOP, type SimMac } from "../../../sim/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";

// The simulated Mac's clock starts at the desktop's sim.startDate, its time zone UTC. The first event is soon after:
// an hour of simulated time to see it pass is an hour of the Spoon's heartbeats to run.
const START = "2026-03-02T00:00:00Z";
const EVENTS = [
  { title: "Standup", start: "2026-03-02T00:10", end: "2026-03-02T00:40", calendar: "Work" },
  { title: "Dentist", start: "2026-03-04T14:00", end: "2026-03-04T15:00", calendar: "Home" },
  { title: "Conference", start: "2026-03-21T09:00", end: "2026-03-21T17:00", calendar: "Work" },
  // An all-day event today, in its own calendar: listed as all-day, from the Mac's midnight to the next.
  { title: "Holiday", start: "2026-03-02", end: "2026-03-02", calendar: "Home", allDay: true },
  // Series created last year, one object each at its first occurrence, as Calendar answers them (B1).
  ...[
    { title: "Team sync", start: "2025-06-02T10:00", end: "2025-06-02T10:30", recurrence: "FREQ=WEEKLY;BYDAY=MO,WE" },
  ],
  ...[{ title: "Ada's birthday", start: "1990-03-05T08:00", end: "1990-03-05T08:15", recurrence: "FREQ=YEARLY" }],
  { title: "Gym", start: "2025-01-01T07:00", end: "2025-01-01T08:00", recurrence: "FREQ=DAILY;UNTIL=20250301T000000Z" },
].map((event) => (event.title === "Team sync" ? { ...event, excludedDates: ["2026-03-04T10:00"] } : event));
const CALENDARS = ["Work", "Home"];

/** What a command said on this Mac, planned offline as the person would type it. */
async function ranOffline(sim: SimMac, text: string) {
  const { spoon, presets } = sim.agent!;
  const runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  const outcome = await runCommand(text, runner, { offline: true, yes: true });
  return outcome.kind === "executed" ? outcome.result : assert.fail(`${text}: not planned offline: ${outcome.kind}`);
}

function desktop(sim: object = { startDate: START, timeZone: "UTC" }): object {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
  return { ...base, appState: { Calendar: { calendars: CALENDARS, events: EVENTS } }, sim };
}

describe("Calendar on the simulated Mac, planned offline, read-only", () => {
  const sim = simMacForTests({ desktop: desktop(), costs: "none" }, "each test");
  let runner: Runner;
  beforeEach(() => {
    const { spoon, presets } = sim.agent!;
    runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  });
  const run = async (text: string) => {
    const outcome = await runCommand(text, runner, { offline: true, yes: true });
    assert.equal(outcome.kind, "executed", `${text} was planned offline`);
    return outcome.kind === "executed" ? outcome.result : assert.fail();
  };

  it("\"what's on my calendar today\" lists today's events on the simulated clock", async () => {
    const today = await run("what's on my calendar today");
    assert.ok(today.success, today.message);
    assert.equal(
      today.message,
      "3 events today:\nall day Holiday (Home)\n00:10-00:40 Standup (Work)\n10:00-10:30 Team sync (Work)",
      "the series without a calendar of its own is in the first, Work",
    );
    assert.deepEqual(sim.appState("Calendar"), { calendars: CALENDARS, events: EVENTS }, "nothing changed");
  });

  it('"what\'s coming up this week" lists the next seven days with their days', async () => {
    const week = await run("what's coming up this week");
    assert.ok(week.success, week.message);
    assert.equal(
      week.message,
      [
        "5 events coming up:",
        "2026-03-02 all day Holiday (Home)",
        "2026-03-02 00:10-00:40 Standup (Work)",
        "2026-03-02 10:00-10:30 Team sync (Work)",
        "2026-03-04 14:00-15:00 Dentist (Home)",
        "2026-03-05 08:00-08:15 Ada's birthday (Work)",
      ].join("\n"),
      "the weekly meeting on its weekdays but not on its excluded date, the birthday on its day, no ended series",
    );
  });

  it("a weekday, tomorrow, next week, the next meeting: the Mac's local days from its Monday", async () => {
    const said = async (text: string) => (await run(text)).message;
    assert.equal(await said("what's on tomorrow"), "nothing on your calendar on Tuesday 2026-03-03");
    assert.equal(await said("what's on wednesday"), "1 event on Wednesday 2026-03-04:\n14:00-15:00 Dentist");
    assert.equal(
      await said("any meetings monday?"),
      ["3 events on Monday 2026-03-02:", "all day Holiday (Home)", "00:10-00:40 Standup (Work)"]
        .concat("10:00-10:30 Team sync (Work)")
        .join("\n"),
      "Monday asked on a Monday is today",
    );
    assert.equal(
      await said("what do I have next week"),
      ["2 events in the week of Monday 2026-03-09:", "2026-03-09 10:00-10:30 Team sync"]
        .concat("2026-03-11 10:00-10:30 Team sync")
        .join("\n"),
    );
    assert.equal(await said("my next meeting"), "1 event coming up next:\n2026-03-02 00:10-00:40 Standup");
    assert.deepEqual(sim.appState("Calendar"), { calendars: CALENDARS, events: EVENTS }, "nothing changed");
  });

  it("follows the simulated Mac's clock: once the standup is over, it is no longer coming up", async () => {
    await sim.settle(3600);
    const later = await run("what's coming up this week");
    assert.equal(
      later.message,
      ["4 events coming up:", "2026-03-02 all day Holiday (Home)", "2026-03-02 10:00-10:30 Team sync (Work)"]
        .concat("2026-03-04 14:00-15:00 Dentist (Home)", "2026-03-05 08:00-08:15 Ada's birthday (Work)")
        .join("\n"),
    );
  });
});

describe("the simulated Mac's date, which its apps and the agent read alike", () => {
  const given = simMacForTests({ desktop: desktop(), costs: "none" });
  const unsaid = simMacForTests({ desktop: { ...desktop(), sim: undefined }, costs: "none" });

  it("starts at sim.startDate; without one, at the real date the simulator starts, never at 1970", () => {
    assert.equal(new Date(given.desktop.now()).toISOString(), "2026-03-02T00:00:00.000Z", "the Mac's date");
    assert.equal(given.date(), given.desktop.now(), "the agent's date is the Mac's");
    const now = Date.now();
    assert.ok(
      Math.abs(unsaid.desktop.now() - now) < 10 * 60_000,
      `the Mac's date: ${unsaid.desktop.now()}, now ${now}`,
    );
    assert.equal(unsaid.date(), unsaid.desktop.now(), "the agent's date is the Mac's");
  });
});

/** The built-in desktop's events are dated from its start day, so any sim.startDate has them on its calendar. */
describe("one date on the built-in desktop started on any day, in its time zone", () => {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
  const berlin = { ...base, sim: { startDate: "2026-11-28T09:00", timeZone: "Europe/Berlin" } };
  const sim = simMacForTests({ desktop: berlin, costs: "none" });
  const ran = (text: string) => ranOffline(sim, text);
  const today = async () => (await ran("what's on my calendar today")).message;
  const macDay = async () => String(await sim.lua(`return os.date("%Y-%m-%d %H:%M %z")`));

  it("the apps, Hammerspoon's os.date and the agent agree; today's events are listed", async () => {
    assert.equal(new Date(sim.date()).toISOString(), "2026-11-28T08:00:00.000Z", "09:00 in Berlin is 08:00 UTC");
    assert.equal(await macDay(), "2026-11-28 09:00 +0100");
    assert.equal(await sim.lua("return os.time()"), sim.date() / 1000, "os.time is the agent's date");
    assert.equal(await sim.lua("return os.time({year = 2026, month = 11, day = 28, hour = 9})"), sim.date() / 1000);
    assert.equal(await sim.lua("return hs.timer.localTime()"), 9 * 3600);
    assert.equal(await today(), "1 event today:\n09:30-09:45 Standup");
    const listed = (await ran("list my notes")).steps[0]?.result as { notes: { title: string; age: number }[] };
    const ages = listed.notes.map((note) => `${note.title} ${note.age}`);
    assert.deepEqual(ages, ["Shopping 0", "Ideas 0"], "Notes' notes changed as the Mac starts, not in 1970");
  });

  it("a run that goes past midnight sees the next day, its events and its date", async () => {
    sim.clock.elapse(15 * 3_600_000);
    await sim.settle();
    assert.equal(await macDay(), "2026-11-29 00:00 +0100");
    assert.equal(await today(), "1 event today:\n12:30-13:30 Lunch with Sam");
  });
});

/** A series made in winter, read in summer on a Mac in Berlin: its occurrences keep the time Calendar shows. */
describe("a repeating event across a DST change, in the Mac's time zone", () => {
  const weekly = { title: "Team sync", start: "2025-12-01T10:00", end: "2025-12-01T10:30", recurrence: "FREQ=WEEKLY" };
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
  const sim = simMacForTests({
    desktop: {
      ...base,
      appState: { Calendar: { events: [weekly] } },
      sim: { startDate: "2026-03-30T08:00", timeZone: "Europe/Berlin" },
    },
    costs: "none",
  });

  it('lists the winter series at 10:00 on the Monday after the clocks changed, as "today"', async () => {
    const { message } = await ranOffline(sim, "what's on my calendar today");
    assert.equal(message, "1 event today:\n10:00-10:30 Team sync");
  });
});

/** Calendar not running, one calendar of 300 past events: at 40 ms an event examined, its read outlasts 10 s. */
describe("a calendar too large to read in the Spoon's wait, at Calendar's own costs", () => {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
  const old = Array.from({ length: 300 }, (_, i) => ({
    title: `Old ${i}`,
    start: `-${i + 1}T09:00`,
    end: `-${i + 1}T10:00`,
  }));
  const sim = simMacForTests({
    desktop: { ...base, appState: { Calendar: { events: old } } },
    costs: "mac",
    // Nobody at the Mac: the simulated clock runs on to the Spoon's timeout.
    person: "absent",
  });

  it("starts Calendar, then names both causes a timeout may have: the Automation question, a slow read", async () => {
    const { message } = await ranOffline(sim, "what's on my calendar today");
    assert.match(
      message,
      /Calendar did not answer within 10 s: if macOS asks whether Hammerspoon may control Calendar/,
    );
    assert.match(message, /too many events to read in time: Calendar's scripting goes through every event/);
    assert.ok(sim.desktop.isRunning("Calendar"), "the script's first Apple event started Calendar");
  });
});
