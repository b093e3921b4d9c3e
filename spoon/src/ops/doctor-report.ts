import { appProbes, type AppProbe } from "../apps";
import type { DoctorReport, ProbedApp, ProbeResult } from "../contract";
import { noParams, type Operation, type SpoonContext } from "../runtime";
import { HS_PROBES } from "./hs-probes";
import { runProbe, since } from "./probe-run";

const isRunning = (bundleID: string) => hs.application.applicationsForBundleID(bundleID).length > 0;
const installed = (bundleID: string) => hs.application.infoForBundleID(bundleID) !== undefined;

/** An app's check, only while the app runs: a script would start one that does not, and the report starts nothing. */
function appProbe(ctx: SpoonContext, probe: AppProbe): Promise<ProbeResult> {
  if (!isRunning(probe.bundleID)) {
    const said = installed(probe.bundleID)
      ? `not checked: ${probe.app} is not running (this check starts no app); open it and check again`
      : `not checked: ${probe.app} is not installed`;
    return Promise.resolve({ area: probe.app, what: probe.what, mark: "–", said, ms: 0 });
  }
  return runProbe(probe.app, probe.what, () => probe.read(ctx));
}

/** Each app the report checks, with its version as its bundle says and whether it ran. */
function probedApps(probes: AppProbe[]): ProbedApp[] {
  const apps: ProbedApp[] = [];
  for (const probe of probes) {
    if (apps.some((app) => app.name === probe.app)) continue;
    const version = hs.application.infoForBundleID(probe.bundleID)?.CFBundleShortVersionString;
    const running = isRunning(probe.bundleID);
    apps.push(version === undefined ? { name: probe.app, running } : { name: probe.app, version, running });
  }
  return apps;
}

const HAMMERSPOON_BUNDLE_ID = "org.hammerspoon.Hammerspoon";

function macOS(): string {
  const { major, minor, patch } = hs.host.operatingSystemVersion();
  return `${major}.${minor}.${patch}`;
}

/**
 * The first-contact report: each hs call the Spoon relies on, then each running app's read-only scripts, one after
 * another so that each is timed alone, on the Mac's clock. It reads; it moves, writes, launches and asks nothing.
 */
export async function doctorReport(ctx: SpoonContext): Promise<DoctorReport> {
  const start = hs.timer.secondsSinceEpoch();
  const when = os.date("%Y-%m-%d %H:%M:%S");
  const probes: ProbeResult[] = [];
  for (const probe of HS_PROBES) probes.push(await runProbe("Hammerspoon", probe.what, async () => probe.read()));
  const apps = appProbes();
  const versions = probedApps(apps);
  for (const probe of apps) probes.push(await appProbe(ctx, probe));
  const ms = since(start);
  const hammerspoon = hs.application.infoForBundleID(HAMMERSPOON_BUNDLE_ID)?.CFBundleShortVersionString ?? "unknown";
  return { when, macOS: macOS(), hammerspoon, apps: versions, probes, ms };
}

export const doctorReportOp: Operation<"doctor_report"> = {
  name: "doctor_report",
  parse: noParams,
  run: (_params, ctx) => doctorReport(ctx),
};
