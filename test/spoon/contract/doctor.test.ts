import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { reportLines, type DoctorReport } from "../../../spoon/src/contract/index.ts";

const REPORT: DoctorReport = {
  when: "2026-11-28 16:40:02",
  macOS: "15.5.0",
  hammerspoon: "1.0.3",
  apps: [
    { name: "Calendar", version: "15.0", running: true },
    { name: "Music", running: false },
    { name: "Safari", version: "18.1", running: false },
  ],
  probes: [
    { area: "Hammerspoon", what: "Accessibility", mark: "✓", said: "granted", ms: 0 },
    { area: "Safari", what: "tabs", mark: "–", said: "not checked: Safari is not running", ms: 0 },
    {
      area: "Calendar",
      what: "today's events",
      mark: "✗",
      said:
        "Calendar: osascript exited 1: 0:12: execution error:\n" +
        "Not authorized to send Apple events to Calendar. (-1743)\n",
      ms: 95,
      error: -1743,
      fix: "System Settings › Privacy & Security › Automation › Hammerspoon › Calendar on",
    },
  ],
  ms: 412,
};

/** reportLines (spoon/src/contract/doctor.ts): the one way the report is written, in the console and in the file. */
describe("the first-contact report's text", () => {
  it("says the versions, then each failure with its number and fix, then the rest; each on one line", () => {
    assert.deepEqual(
      reportLines(REPORT),
      [
        "checked 2026-11-28 16:40:02 (the Mac's clock) in 412 ms",
        "macOS 15.5.0; Hammerspoon 1.0.3",
        "apps: Calendar 15.0; Music not installed; Safari 18.1, not running",
        "1 failed:",
        "✗ Calendar · today's events: error -1743: Calendar: osascript exited 1: 0:12: execution error: " +
          "Not authorized to send Apple events to Calendar. (-1743) (95 ms)",
        "    fix: System Settings › Privacy & Security › Automation › Hammerspoon › Calendar on",
        "the rest:",
        "✓ Hammerspoon · Accessibility: granted (0 ms)",
        "– Safari · tabs: not checked: Safari is not running (0 ms)",
      ],
      "the report's lines",
    );
    const passed = { ...REPORT, probes: REPORT.probes.filter((probe) => probe.mark !== "✗") };
    assert.equal(reportLines(passed)[3], "nothing failed");
  });
});
