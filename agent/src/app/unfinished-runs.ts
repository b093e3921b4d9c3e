import { AGENT_STOPPED, interruption, readAudit, startTrail, unfinishedRuns } from "../audit/index.ts";
import { processAlive } from "../util/index.ts";
import { openHome, type HomeStores } from "./home-stores.ts";

/** Only runs heard of within this long are closed: older journals are pruned, and older runs are history. */
const RECENT_MS = 86_400_000;

interface Closing {
  now?: number;
  alive?: (pid: number) => boolean;
}

/**
 * At the agent's start: every run of the last day the audit log holds without a result, whose process
 * is gone (killed mid-run, the agent or a CLI), is closed with a result saying it was interrupted and
 * which steps ran, and its journal becomes its report. Runs whose process still runs (a CLI, another
 * agent sharing the home) are theirs to end. Returns the runs closed.
 */
export function closeRunsLeftOpen(stores: HomeStores, options: Closing = {}): string[] {
  const since = (options.now ?? Date.now()) - RECENT_MS;
  const { events } = readAudit(stores.home, stores.config().audit.keep);
  const open = unfinishedRuns(events, since, options.alive ?? processAlive);
  const audit = stores.audit();
  for (const { run, events: logged, planned } of open) {
    const trail = startTrail(audit, "cli", undefined, run, stores.journal);
    trail.record("result", interruption(AGENT_STOPPED, logged, planned));
  }
  return open.map(({ run }) => run);
}

/** closeRunsLeftOpen for a home opened for it (`configHome`: whose config.json its runs use, as openHome). */
export function closeUnfinishedRuns(home: string, options: Closing & { configHome?: string } = {}): string[] {
  const { configHome, ...closing } = options;
  return closeRunsLeftOpen(openHome(home, configHome ? { configHome } : {}), closing);
}
