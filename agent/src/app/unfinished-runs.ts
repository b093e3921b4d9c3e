import { AGENT_STOPPED, AuditLog, interruption, readAudit, startTrail, unfinishedRuns } from "../audit/index.ts";
import { RunJournal } from "../report/index.ts";
import { loadConfig } from "../store/index.ts";
import { processAlive } from "../util/index.ts";

/** Only runs heard of within this long are closed: older journals are pruned, and older runs are history. */
const RECENT_MS = 86_400_000;

/**
 * At the agent's start: every run of the last day the audit log holds without a result, whose process
 * is gone (killed mid-run, the agent or a CLI), is closed with a result saying it was interrupted and
 * which steps ran, and its journal becomes its report. Runs whose process still runs (a CLI, another
 * agent sharing the home) are theirs to end. Returns the runs closed.
 */
export function closeUnfinishedRuns(
  home: string,
  options: { now?: number; alive?: (pid: number) => boolean } = {},
): string[] {
  const config = loadConfig(home).audit;
  const since = (options.now ?? Date.now()) - RECENT_MS;
  const open = unfinishedRuns(readAudit(home, config.keep).events, since, options.alive ?? processAlive);
  const audit = new AuditLog(home, config);
  const journal = new RunJournal(home);
  for (const { run, events, planned } of open)
    startTrail(audit, "cli", undefined, run, journal).record("result", interruption(AGENT_STOPPED, events, planned));
  return open.map(({ run }) => run);
}
