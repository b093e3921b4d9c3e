/**
 * Scores a planner over a file of cases (eval/README.md) through the stable CLI,
 * `hs-claude plan --context DESKTOP.json [--offline] "<command>"`, judged by scripts/planner-judge.ts:
 *
 *   tsx scripts/score-planner.ts CASES.jsonl DESKTOP_DIR [--offline] [--cli "npx hs-claude"] [--min-coverage 0.9]
 *     [-j 2] [-v]
 *
 * A case whose CLI call fails (an exit status other than 0 or 3, no JSON envelope on stdout, or a minute gone) is an
 * error. Prints each wrong case and each error (every case with -v), then, last, the figure; exits 0 only when no
 * case is wrong or an error and the coverage is at least --min-coverage.
 */
import { scorePlanner } from "./planner-score.ts";

process.exitCode = await scorePlanner(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (text) => process.stderr.write(text),
});
