import { join } from "node:path";
import { reportLines, type DoctorReport } from "../contract/index.ts";
import { prepareHome, writeHomeFile } from "../store/index.ts";
import { plainLine } from "../util/index.ts";
import { AGENT_VERSION } from "../version.ts";

/** A first-contact report: which Mac, the Spoon's report of it (none when it could not be read), the agent. */
export interface DoctorFindings {
  /** Which Mac: the one the Spoon runs on, or a simulated one. */
  mac: string;
  report: DoctorReport | undefined;
  /** The agent's side, as doctor prints it (none when the Spoon asked for the report to be kept). */
  agent: string[];
}

/** The report as a person reads it, and attaches to an issue. */
export function doctorText(found: DoctorFindings, written: Date): string {
  // What the Spoon said of the Mac (apps' messages among it) is plain text, one line each.
  const mac =
    found.report === undefined
      ? ["no report from the Mac: see the agent's side below"]
      : reportLines(found.report).map(plainLine);
  const agent = found.agent.length === 0 ? [] : ["", "The agent:", ...found.agent];
  return [
    `hs-claude doctor --deep: hs-claude ${AGENT_VERSION}, ${written.toISOString()}, ${found.mac}`,
    "It names no tab, note, event, file or track: only how many each read found.",
    "",
    "The Mac, through the Spoon:",
    ...mac,
    ...agent,
    "",
  ].join("\n");
}

/** `<home>/doctor-2026-11-28T16-40-02.txt`: dated, so that each run keeps its own. */
export const doctorReportPath = (home: string, written: Date) =>
  join(home, `doctor-${written.toISOString().slice(0, 19).replaceAll(":", "-")}.txt`);

/** Keeps the report in the home (made when missing), the person's alone (0600); returns where. */
export function keepDoctorReport(home: string, written: Date, text: string): string {
  prepareHome(home);
  const file = doctorReportPath(home, written);
  writeHomeFile(file, text);
  return file;
}
