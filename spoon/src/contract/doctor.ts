// The first-contact report (`hs-claude doctor --deep`, `spoon.Claude:selfTest({deep = true})`): what the Spoon
// found, and the one way it is written out, shared by the Spoon (its console) and the agent (the report's file).

/** ✓ answered, ! answered with something worth knowing, ✗ failed, – not checked (the app is not running). */
export type ProbeMark = "✓" | "!" | "✗" | "–";

/** One read-only check: an hs call the Spoon relies on, or an app's read-only script. */
export interface ProbeResult {
  /** "Hammerspoon", or the app as the person knows it ("Calendar"). */
  area: string;
  /** What was read ("today's events"). */
  what: string;
  mark: ProbeMark;
  /** What it found, why it failed, or why it was not checked. */
  said: string;
  /** Whole milliseconds on the Mac's clock. */
  ms: number;
  /** The error number macOS gave (-1743: not allowed to send Apple events). */
  error?: number;
  /** Where to fix it: the setting, the menu item, or what to do. */
  fix?: string;
}

/** An app the Spoon scripts: its version as its bundle says, and whether it ran when checked. */
export interface ProbedApp {
  name: string;
  /** Undefined when the app is not installed. */
  version?: string;
  running: boolean;
}

export interface DoctorReport {
  /** The Mac's local date and time when the checks began ("2026-11-28 16:40:02"). */
  when: string;
  macOS: string;
  hammerspoon: string;
  apps: ProbedApp[];
  probes: ProbeResult[];
  /** The whole report's time, in whole milliseconds. */
  ms: number;
}

/** The seconds the whole report may take in the Spoon: each app's scripts in turn, each within its own limit. */
export const DOCTOR_SECONDS = 240;

const appLine = (app: ProbedApp) =>
  app.version === undefined
    ? `${app.name} not installed`
    : `${app.name} ${app.version}${app.running ? "" : ", not running"}`;

/** Text on one line: osascript's messages end with a line break, and may hold several. */
const oneLine = (text: string) =>
  text
    .split("\n")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" ");

/** One probe as a line, and its fix below it. */
function probeLines(probe: ProbeResult): string[] {
  const error = probe.error === undefined ? "" : `error ${probe.error}: `;
  const line = `${probe.mark} ${probe.area} · ${probe.what}: ${error}${oneLine(probe.said)} (${probe.ms} ms)`;
  return probe.fix === undefined ? [line] : [line, `    fix: ${oneLine(probe.fix)}`];
}

/** The report as a person reads it (and attaches to an issue): versions, then each check, failures first. */
export function reportLines(report: DoctorReport): string[] {
  const failed = report.probes.filter((probe) => probe.mark === "✗");
  const others = report.probes.filter((probe) => probe.mark !== "✗");
  const lines = [
    `checked ${report.when} (the Mac's clock) in ${report.ms} ms`,
    `macOS ${report.macOS}; Hammerspoon ${report.hammerspoon}`,
    `apps: ${report.apps.map((app) => appLine(app)).join("; ")}`,
    failed.length === 0 ? "nothing failed" : `${failed.length} failed:`,
  ];
  for (const probe of failed) lines.push(...probeLines(probe));
  if (failed.length > 0) lines.push("the rest:");
  for (const probe of others) lines.push(...probeLines(probe));
  return lines;
}
