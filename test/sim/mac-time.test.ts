import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { loadDesktop } from "./load-desktop.ts";
import { desktopDate, instantOf, localDayStart, localStamp } from "./mac-time.ts";
import { DEFAULT_DESKTOP } from "./sim-mac.ts";

const BERLIN = "Europe/Berlin";
const iso = (ms: number) => new Date(ms).toISOString();

describe("the simulated Mac's local time", () => {
  it("reads local times in the Mac's time zone, across summer time", () => {
    assert.equal(iso(instantOf(BERLIN, "2026-11-28T09:00")), "2026-11-28T08:00:00.000Z");
    assert.equal(iso(instantOf(BERLIN, "2026-07-01T09:00")), "2026-07-01T07:00:00.000Z");
    assert.equal(iso(instantOf(BERLIN, "2026-03-29T02:30")), "2026-03-29T01:30:00.000Z", "skipped: after the gap");
    assert.equal(localStamp(BERLIN, Date.parse("2026-11-27T23:30:00Z")), "2026-11-28T00:30");
    assert.equal(iso(localDayStart(BERLIN, Date.parse("2026-11-27T23:30:00Z"))), "2026-11-27T23:00:00.000Z");
  });

  it("dates an event from the start day (+N days at a local time) or as given", () => {
    const start = instantOf(BERLIN, "2026-11-28T00:30");
    assert.equal(iso(desktopDate("+0T09:30", BERLIN, start)), "2026-11-28T08:30:00.000Z");
    assert.equal(iso(desktopDate("+1T12:30", BERLIN, start)), "2026-11-29T11:30:00.000Z");
    assert.equal(iso(desktopDate("-1T18:00", BERLIN, start)), "2026-11-27T17:00:00.000Z");
    assert.equal(iso(desktopDate("2030-01-10T09:00", BERLIN, start)), "2030-01-10T08:00:00.000Z", "absolute as before");
  });

  it("a desktop's sim.timeZone is checked; a local sim.startDate is read in it", () => {
    const desk = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
    const dated = loadDesktop({ ...desk, sim: { startDate: "2026-11-28T09:00", timeZone: BERLIN } });
    assert.equal(dated.timeZone, BERLIN);
    assert.equal(iso(dated.startDate!), "2026-11-28T08:00:00.000Z");
    assert.throws(() => loadDesktop({ ...desk, sim: { timeZone: "Mars/Olympus" } }), /sim\.timeZone must be an IANA/);
  });
});
