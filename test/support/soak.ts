/**
 * The soak: many mixed operations in one run against a real agent (its server and service, as `hs-claude serve`
 * makes them, in this process) whose Spoon is the real bundle on the simulated Mac, through the CLI's own session
 * with the agent, reopened every so often as one CLI call after another would. What it measures: every operation
 * ending as expected, memory before and after, the handles, timers and Hammerspoon objects left, the audit log.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DesktopSession } from "../../agent/src/app/index.ts";
import { connectToAgent } from "../../agent/src/cli/remote.ts";
import { startSimMac, type SimMac } from "../sim/index.ts";
import { savedEnvironment } from "./environment.ts";
import { checkAuditLog, type AuditCheck } from "./soak-audit.ts";
import { SOAK_MIX } from "./soak-ops.ts";
import { DESKTOPS, tempHome } from "./index.ts";

/** Operations through one session with the agent before it is closed and another opened. */
const OPS_PER_SESSION = 30;

export interface Memory {
  rssBytes: number;
  heapUsedBytes: number;
}

export interface SoakReport {
  ops: number;
  runs: number;
  byKind: Record<string, number>;
  /** The operations that did not end as expected: which, and why. */
  failures: string[];
  wallMs: number;
  /** The agent and its Mac started, nothing done yet; then after the last operation, before they close. */
  memory: { idle: Memory; after: Memory };
  /** The process's active resources (handles, timers) left after everything closed, beyond those before it started. */
  leftOpen: string[];
  /** Hammerspoon timers and tasks alive on the Mac: once connected, and after the last operation. */
  spoon: { idle: { timers: number; tasks: number }; after: { timers: number; tasks: number } };
  audit: AuditCheck;
}

/** A collection first, when node runs with --expose-gc: the figures are then what is still held. */
function memoryNow(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed };
}

/** What `after` holds beyond `before`, as a multiset of resource names. */
function beyond(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((name) => {
    const at = left.indexOf(name);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** The CLI's session with the agent of `sim` (it finds the agent as the CLI does: its home and port). */
async function cliSession(home: string, sim: SimMac): Promise<DesktopSession> {
  const where = { HS_CLAUDE_HOME: home, HS_CLAUDE_PORT: String(sim.agent!.server.port) };
  const saved = savedEnvironment();
  Object.assign(process.env, where);
  try {
    return await connectToAgent();
  } finally {
    saved.restore();
  }
}

/** Told after every `every` operations: how many are done, and the memory now (a leak shows as a rising line). */
export interface SoakProgress {
  every: number;
  tell(done: number, memory: Memory): void;
}

async function runOps(target: { home: string; sim: SimMac; progress?: SoakProgress }, report: SoakReport) {
  const { home, sim, progress } = target;
  const count = report.ops;
  let session: DesktopSession | undefined;
  try {
    for (let n = 0; n < count; n++) {
      if (n % OPS_PER_SESSION === 0) {
        await session?.close();
        session = await cliSession(home, sim);
      }
      const op = SOAK_MIX[n % SOAK_MIX.length]!;
      report.byKind[op.kind] = (report.byKind[op.kind] ?? 0) + 1;
      if (op.run) report.runs++;
      await op
        .act({ session: session!, sim }, n)
        .catch((error: Error) => report.failures.push(`#${n} ${error.message}`));
      if (progress && (n + 1) % progress.every === 0) progress.tell(n + 1, memoryNow());
    }
  } finally {
    await session?.close();
  }
}

/** Runs `count` operations of the mix (SOAK_MIX, in turn) and reports what it saw. */
export async function soak(count: number, progress?: SoakProgress): Promise<SoakReport> {
  const home = tempHome();
  const started = performance.now();
  const resourcesBefore = process.getActiveResourcesInfo();
  // Every run stays in one file to be checked whole; the simulated screen changes only when acted on.
  const config = { audit: { maxBytes: 1_000_000_000 }, agent: { actionDelay: 0 } };
  writeFileSync(join(home.path, "config.json"), JSON.stringify(config));
  const sim = await startSimMac({
    desktop: join(DESKTOPS, "dev-dual.json"),
    home: home.path,
    person: "absent",
    clients: true,
  });
  const report: SoakReport = {
    ...{ ops: count, runs: 0, byKind: {}, failures: [], wallMs: 0, leftOpen: [] },
    memory: { idle: memoryNow(), after: memoryNow() },
    spoon: { idle: sim.mac.running(), after: sim.mac.running() },
    audit: { lines: 0, runs: 0, problems: [] },
  };
  try {
    await runOps({ home: home.path, sim, ...(progress ? { progress } : {}) }, report);
    report.memory.after = memoryNow();
    report.spoon.after = sim.mac.running();
  } finally {
    await sim.close();
  }
  report.audit = checkAuditLog(home.path);
  home.remove();
  report.wallMs = performance.now() - started;
  // Sockets closing and their timers clearing finish in the turns after close().
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
  report.leftOpen = beyond(resourcesBefore, process.getActiveResourcesInfo());
  return report;
}
