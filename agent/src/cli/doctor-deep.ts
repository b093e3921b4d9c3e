import { describeIssues, SPOON_OPS, type DoctorReport } from "../contract/index.ts";
import { isExpected, messageOf } from "../errors/index.ts";
import { connectClient } from "../link/index.ts";
import { callTimeoutMs, LINK_MARGIN_MS } from "../spoon/index.ts";
import { doctorText, keepDoctorReport } from "../report/index.ts";
import { checkedHome, existingToken, useHome } from "../store/index.ts";
import { AGENT_VERSION } from "../version.ts";
import { hsClaude } from "./command-name.ts";
import { broken, checkKey, checkNode, checkThisAgent, diagnose, findingLines, type Finding } from "./doctor.ts";
import { EXIT } from "./exit.ts";
import { agentPort } from "./port.ts";
import { printOut } from "./print.ts";
import { makeSimHome } from "./sim-home.ts";
import { readDesktopFile } from "./snapshot-file.ts";

/** What the deep doctor found: the agent's side, the Mac's report (none when the Spoon could not be asked). */
interface DeepFindings {
  agent: Finding[];
  report: DoctorReport | undefined;
  /** Where the report is kept: the person's home, or the --sim home of the desktop. */
  home: string;
  /** Which Mac: the one the Spoon runs on, or a simulated one. */
  mac: string;
}

const RELOAD = "reload Hammerspoon's configuration (⌘⌃R in its console), then run this again";
const AGAIN = `do what the ✗ lines above say, then run ${hsClaude()} doctor --deep again`;

/** The Spoon's answer, checked: what fails the report's schema is said, not trusted. */
function readReport(reply: unknown): DoctorReport | Finding {
  const parsed = SPOON_OPS.doctor_report.result.safeParse(reply);
  if (parsed.success) return parsed.data;
  return broken(`the Spoon's report does not fit: ${describeIssues(parsed.error)}`, RELOAD);
}

/** The report of the Spoon connected to the running agent, asked through it (an expected failure is a finding). */
async function throughAgent(home: string, port: number): Promise<DoctorReport | Finding> {
  const token = existingToken(home);
  if (token === undefined) return broken("no report from the Mac: no agent has run", `${hsClaude()} serve`);
  try {
    const client = await connectClient({ port, token, name: "hs-claude doctor", version: AGENT_VERSION });
    try {
      // The agent relays it with the Spoon's own budget: this side waits for that and the agent's link.
      const waitMs = callTimeoutMs("doctor_report", {}) + LINK_MARGIN_MS;
      return readReport(await client.call("doctor_report", {}, waitMs));
    } finally {
      client.close();
    }
  } catch (error) {
    if (!isExpected(error)) throw error;
    // A Spoon older than the report does not know it: a reload loads the one installed with this agent.
    const old = messageOf(error).includes("unknown operation doctor_report");
    return broken(`no report from the Mac: ${messageOf(error)}`, old ? RELOAD : AGAIN);
  }
}

const split = (found: DoctorReport | Finding) =>
  "probes" in found ? { report: found, problem: [] } : { report: undefined, problem: [found] };

/** The Mac the agent serves: the agent's checks (doctor's), then the Spoon's report through the agent. */
async function realMac(port: number): Promise<DeepFindings> {
  const home = checkedHome();
  const agent = await diagnose(home, port);
  const { report, problem } = split(await throughAgent(home, port));
  return { agent: [...agent, ...problem], report, home, mac: "the Mac the agent serves" };
}

/** A simulated Mac (FILE, or the built-in desktop), its Spoon asked in this process; its report kept in its home. */
async function simulatedMac(file: string | true): Promise<DeepFindings> {
  const read = file === true ? undefined : readDesktopFile(file);
  const simHome = makeSimHome(useHome(), file, read?.snapshot);
  const agent = [checkNode(), checkThisAgent(), await checkKey()];
  const { startSimMac } = await import("../../../test/sim/index.ts");
  const sim = await startSimMac({ desktop: read?.raw as object | undefined, person: "absent", home: simHome });
  try {
    const outcome = await sim.agent!.spoon.call("doctor_report", {});
    const { report, problem } = split(outcome.ok ? outcome.value : broken(outcome.error.message, RELOAD));
    const mac = `a simulated Mac (${file === true ? "the built-in desktop" : file})`;
    return { agent: [...agent, ...problem], report, home: simHome, mac };
  } finally {
    await sim.close();
  }
}

/** Keeps the report in the home; a home that cannot take it is said, the report still printed. */
function keep(home: string, written: Date, text: string): { file: string } | { problem: string } {
  try {
    return { file: keepDoctorReport(home, written, text) };
  } catch (error) {
    if (!isExpected(error)) throw error;
    return { problem: messageOf(error) };
  }
}

/**
 * `hs-claude doctor --deep`: the agent's checks and the Mac's first-contact report (spoon/src/ops/doctor-report.ts),
 * printed and kept in the home (0600) to attach to an issue; `--json` prints it as one object. Exit 1 when a check
 * failed. It changes nothing on the Mac.
 */
export async function deepDoctor(args: { port?: number; sim?: string | true; json: boolean }): Promise<number> {
  const found = args.sim === undefined ? await realMac(args.port ?? agentPort()) : await simulatedMac(args.sim);
  const written = new Date();
  const text = doctorText({ ...found, agent: found.agent.flatMap(findingLines) }, written);
  const kept = keep(found.home, written, text);
  const file = "file" in kept ? kept.file : null;
  if (args.json) printOut(`${JSON.stringify({ file, agent: found.agent, report: found.report ?? null })}\n`);
  else if ("file" in kept) printOut(`${text}The report is kept in ${kept.file}: attach it to an issue.\n`);
  else printOut(`${text}The report could not be kept (${kept.problem}): copy it from here.\n`);
  const failed = [...found.agent, ...(found.report?.probes ?? [])].some((each) => each.mark === "✗");
  return failed || file === null ? EXIT.failed : EXIT.done;
}
