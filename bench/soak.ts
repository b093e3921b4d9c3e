/**
 * `npm run soak`: the soak alone (HS_CLAUDE_SOAK_OPS operations, default 10,000), its memory every 500 operations,
 * then its report as JSON. Exit 1 when an operation failed, something was left open or the audit log is not whole.
 */
import { soak, type SoakReport } from "../test/support/soak.ts";

export const SOAK_OPS = Number(process.env.HS_CLAUDE_SOAK_OPS ?? 10_000);

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** What is wrong with a soak's report (nothing: empty). */
export function soakProblems(report: SoakReport): string[] {
  const { spoon, audit } = report;
  return [
    ...report.failures,
    ...report.leftOpen.map((name) => `left open: ${name}`),
    ...(spoon.after.timers > spoon.idle.timers
      ? [`Hammerspoon timers: ${spoon.idle.timers} → ${spoon.after.timers}`]
      : []),
    ...(spoon.after.tasks > spoon.idle.tasks ? [`Hammerspoon tasks: ${spoon.idle.tasks} → ${spoon.after.tasks}`] : []),
    ...audit.problems,
    ...(audit.runs === report.runs
      ? []
      : [`the audit log has ${audit.runs} runs; ${report.runs} operations were runs`]),
  ];
}

/** Runs the soak, telling its progress on stderr. */
export async function runSoak(ops = SOAK_OPS): Promise<SoakReport> {
  const started = performance.now();
  return soak(ops, {
    every: 500,
    tell: (done, memory) =>
      process.stderr.write(
        `soak: ${done}/${ops} in ${((performance.now() - started) / 1000).toFixed(0)} s, ` +
          `rss ${mb(memory.rssBytes)}, heap ${mb(memory.heapUsedBytes)}\n`,
      ),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runSoak();
  console.log(JSON.stringify({ ...report, failures: report.failures.slice(0, 50) }, null, 2));
  const problems = soakProblems(report);
  for (const problem of problems.slice(0, 50)) console.error(`soak: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
