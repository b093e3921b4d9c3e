import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { reportLines, type DoctorReport } from "../../../spoon/src/contract/index.ts";
import { DEFAULT_DESKTOP, type SimMac } from "../../sim/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";

const builtIn = () => JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8"));
const MODELLED = ["Notes", "Calendar", "Finder", "Spotify", "Music", "Safari", "Google Chrome"];
const running = (name: string, bundleID: string) => ({
  name,
  bundleID,
  running: true,
  frontmost: false,
  hidden: false,
});

/** What the report could change: the desktop (apps running, windows, tabs) and every modelled app's state. */
const everything = (sim: SimMac) => JSON.stringify([sim.snapshot(), MODELLED.map((app) => sim.appState(app))]);

const line = (report: DoctorReport, area: string, what: string) => {
  const probe = report.probes.find((each) => each.area === area && each.what === what);
  assert.ok(probe, `${area} · ${what} is in the report: ${reportLines(report).join("\n")}`);
  return probe;
};

/** spoon/src/ops/doctor-report.ts: doctor_report on the simulated Mac (selfTest({deep = true}): self-test.test.ts). */
describe("the first-contact report", () => {
  const startMac = simMacsPerTest();

  it("reads every hs call and each running app's read-only scripts, timed, and changes nothing", async () => {
    const sim = await startMac({ desktop: builtIn() });
    await sim.settle();
    const before = everything(sim);
    const outcome = await sim.agent!.spoon.call("doctor_report", {});
    assert.ok(outcome.ok, outcome.ok ? "" : outcome.error.message);
    const report = outcome.value;
    assert.equal(everything(sim), before, "no app started, quit or changed; no window, tab, note, event or file");
    const hammerspoon = report.probes.filter((probe) => probe.area === "Hammerspoon");
    assert.deepEqual(
      hammerspoon.map((probe) => `${probe.mark} ${probe.what}`),
      ["Accessibility", "Screen Recording", "screens", "a screenshot", "running apps", "windows", "the focused window"]
        .concat("installed apps", "the pointer", "the pasteboard")
        .map((what) => `✓ ${what}`),
    );
    assert.equal(line(report, "Hammerspoon", "a screenshot").ms, 160, "timed on the Mac's clock (a capture's cost)");
    assert.equal(line(report, "Google Chrome", "tabs").said, "5 tabs");
    assert.equal(line(report, "Notes", "recent notes").mark, "✓");
    assert.equal(line(report, "Finder", "the files in ~/Desktop, ~/Documents, ~/Downloads").mark, "✓");
    const calendar = line(report, "Calendar", "today's events");
    assert.equal(calendar.mark, "–");
    assert.match(calendar.said, /^not checked: Calendar is not running \(this check starts no app\)/);
    assert.equal(line(report, "Music", "now playing").said, "not checked: Music is not installed");
    assert.deepEqual([report.macOS, report.hammerspoon], ["15.5.0", "1.0.0"]);
    assert.deepEqual(
      report.apps.find((app) => app.name === "Calendar"),
      {
        name: "Calendar",
        version: "(simulated)",
        running: false,
      },
    );
  });

  it("names each failure's number and what fixes it: Calendar's Automation denied, Notes' unanswered", async () => {
    const desk = builtIn();
    const safari = { windows: [{ id: 7, tabs: [{ title: "Example", url: "https://example.com/" }] }] };
    // Nobody at the Mac answers macOS's question about Notes: its script waits out its limit.
    const sim = await startMac({
      person: "absent",
      desktop: {
        ...desk,
        apps: [...desk.apps, running("Calendar", "com.apple.iCal"), running("Safari", "com.apple.Safari")],
        appState: { ...desk.appState, Safari: { ...safari, allowJavaScriptFromAppleEvents: false } },
        automation: { Calendar: "denied", Notes: "pending" },
      },
    });
    sim.mac.settings.screenRecording = false;
    const outcome = await sim.agent!.spoon.call("doctor_report", {});
    assert.ok(outcome.ok, outcome.ok ? "" : outcome.error.message);
    const report = outcome.value;
    const calendar = line(report, "Calendar", "today's events");
    assert.deepEqual([calendar.mark, calendar.error], ["✗", -1743]);
    assert.match(calendar.fix!, /^System Settings › Privacy & Security › Automation › Hammerspoon › Calendar on/);
    const notes = line(report, "Notes", "recent notes");
    assert.deepEqual([notes.mark, notes.error], ["✗", undefined], "macOS's question unanswered: no number, a timeout");
    assert.equal(notes.fix, "macOS may be asking whether Hammerspoon may control Notes: answer OK, then check again");
    const recording = line(report, "Hammerspoon", "Screen Recording");
    assert.equal(
      recording.fix,
      "System Settings › Privacy & Security › Screen & System Audio Recording › Hammerspoon on",
    );
    const safariSteps = line(report, "Safari", "page steps").said;
    assert.match(safariSteps, /page steps are off: turn on Safari › Settings › Developer › Allow JavaScript from/);
    const lines = reportLines(report);
    const failed = lines.slice(lines.findIndex((each) => / failed:$/.test(each)));
    assert.match(failed.join("\n"), /\n✗ Calendar · today's events: error -1743: Hammerspoon may not control Calendar/);
    assert.ok(lines.indexOf("the rest:") > lines.findIndex((each) => each.startsWith("✗ Calendar")), "failures first");
  });
});
