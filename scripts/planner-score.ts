/** The planner scorer's work (scripts/score-planner.ts runs it): cases planned through the CLI, judged, counted. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { coverage, judge, type PlannerCase, readCases, type Verdict } from "./planner-judge.ts";

/** How long one CLI call may take before its case is an error. */
const CALL_TIMEOUT_MS = 60_000;
const USAGE =
  "usage: score-planner.ts CASES.jsonl DESKTOP_DIR [--offline] [--cli COMMAND] [--min-coverage SHARE] [-j CALLS] [-v]";

interface Options {
  cases: string;
  desktops: string;
  offline: boolean;
  cli: string[];
  minCoverage: number;
  jobs: number;
  verbose: boolean;
}
/** The options, and the CLI's environment: an empty home of the scorer's own, so no learned words change a plan. */
type Scoring = Options & { env: NodeJS.ProcessEnv };

type Outcome = Verdict | "error";
interface Scored {
  test: PlannerCase;
  verdict: Outcome;
  detail: string;
  ms: number;
}

/** A command line split into words as a shell would for plain words and quoted ones ("a b", 'a b'). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** The options, or a message saying what is wrong with them. */
function options(args: string[]): Options | string {
  const spec = {
    offline: { type: "boolean" },
    cli: { type: "string", default: "npx --no-install hs-claude" },
    "min-coverage": { type: "string", default: "0.9" },
    jobs: { type: "string", short: "j", default: "2" },
    verbose: { type: "boolean", short: "v" },
  } as const;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof spec; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: spec, allowPositionals: true });
  } catch (error) {
    // node's message goes on to explain "--" for positionals: the first sentence says what is wrong.
    return (error as Error).message.split(". ")[0]!;
  }
  const { values, positionals } = parsed;
  const [cases, desktops] = positionals;
  const minCoverage = Number(values["min-coverage"]);
  const jobs = Number(values.jobs);
  if (!cases || !desktops || positionals.length > 2) return "give a file of cases and a folder of desktops";
  if (!(minCoverage >= 0 && minCoverage <= 1))
    return `--min-coverage is a share from 0 to 1 (got ${values["min-coverage"]})`;
  if (!(Number.isInteger(jobs) && jobs >= 1)) return `-j is how many calls run at once, 1 or more (got ${values.jobs})`;
  const cli = words(values.cli);
  if (cli.length === 0) return "--cli names the command that runs hs-claude";
  return {
    cases,
    desktops,
    offline: values.offline ?? false,
    cli,
    minCoverage,
    jobs,
    verbose: values.verbose ?? false,
  };
}

/** Plans one case through the CLI and judges the envelope it prints. */
function scored(test: PlannerCase, options: Scoring): Promise<Scored> {
  const [program, ...first] = options.cli;
  const context = join(options.desktops, `${test.desktop}.json`);
  const args = [...first, "plan", "--context", context, ...(options.offline ? ["--offline"] : []), test.command];
  const started = performance.now();
  const child = spawn(program!, args, {
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    timeout: CALL_TIMEOUT_MS,
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve) => {
    const done = (verdict: Outcome, detail: string) =>
      resolve({ test, verdict, detail, ms: performance.now() - started });
    child.on("error", (error) => done("error", `${program} could not start: ${error.message}`));
    child.on("close", (status, signal) => {
      const stdout = Buffer.concat(out).toString("utf8").trim();
      if (signal) return done("error", status === null ? `timed out or killed (${signal})` : `killed (${signal})`);
      if (status !== 0 && status !== 3)
        return done("error", `exit ${status}: ${Buffer.concat(err).toString("utf8").trim().slice(-300)}`);
      const envelope = envelopeOf(stdout);
      if (!envelope) return done("error", `stdout is not one JSON envelope: ${JSON.stringify(stdout.slice(0, 200))}`);
      done(judge(test.expect, envelope), JSON.stringify(envelope.commands ?? null).slice(0, 300));
    });
  });
}

function envelopeOf(text: string): { commands?: unknown; needs_clarification?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Every case scored, `jobs` CLI calls at a time, in the file's order. */
async function scoredAll(cases: PlannerCase[], options: Scoring): Promise<Scored[]> {
  const results: Scored[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < cases.length; at = next++) results[at] = await scored(cases[at]!, options);
  };
  await Promise.all(Array.from({ length: Math.min(options.jobs, cases.length) }, worker));
  return results;
}

/** The figure, the last line printed: outcomes, coverage of the cases that expect a plan, the median call. */
function figure(results: Scored[]): string {
  const count = (verdict: Outcome) => results.filter((r) => r.verdict === verdict).length;
  const { actionable, share } = coverage(results);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times.length ? times[Math.floor(times.length / 2)]! : 0;
  return (
    `planner: ${count("correct")}/${results.length} correct, ${count("deferred")} deferred, ${count("wrong")} wrong, ` +
    `${count("error")} errors; coverage ${Math.round(share * 100)}% of ${actionable} actionable; ` +
    `median ${Math.round(median)} ms per CLI call`
  );
}

/** Where the scorer prints: its lines (stdout) and its complaints (stderr). */
export interface ScoreOutput {
  out(line: string): void;
  err(text: string): void;
}

/** Scores the cases `args` name (see scripts/score-planner.ts); returns the exit status. */
export async function scorePlanner(args: string[], print: ScoreOutput): Promise<number> {
  const given = options(args);
  if (typeof given === "string") {
    print.err(`score-planner: ${given}\n${USAGE}\n`);
    return 2;
  }
  if (!existsSync(given.cases) || !statSync(given.desktops, { throwIfNoEntry: false })?.isDirectory()) {
    print.err(`score-planner: ${given.cases} must be a file and ${given.desktops} a folder of desktops\n`);
    return 2;
  }
  let cases: PlannerCase[];
  try {
    cases = readCases(given.cases);
  } catch (error) {
    print.err(`score-planner: ${(error as Error).message}\n`);
    return 2;
  }
  const home = mkdtempSync(join(tmpdir(), "hs-claude-score-"));
  const results = await scoredAll(cases, { ...given, env: { ...process.env, HS_CLAUDE_HOME: join(home, "home") } });
  rmSync(home, { recursive: true, force: true });
  for (const r of results)
    if (given.verbose || r.verdict === "wrong" || r.verdict === "error")
      print.out(
        `${r.test.id.padEnd(8)} ${r.verdict.padEnd(8)} ${Math.round(r.ms).toString().padStart(6)} ms  ` +
          `${JSON.stringify(r.test.command)} -> ${r.detail}`,
      );
  print.out(figure(results));
  const failed = results.some((r) => r.verdict === "wrong" || r.verdict === "error");
  return !failed && coverage(results).share >= given.minCoverage ? 0 : 1;
}
