/**
 * `npm test`: every check, in stages (Lua tools, format, import rules, function length, lint, type checks, build, Spoon
 * loading and conformance, busted, planner score, node tests), each printed as it ends, then the time
 * each took and one summary line of passes and failures.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
/**
 * The shared folder beside the repository: the Spoon loader, the hs API list and its conformance check, the
 * planner's scorer with its commands and desktops.
 */
const shared = process.env.HS_CLAUDE_SHARED ?? join(root, "..", "shared");

/** The shared files the checks read; without them nothing can be judged, so say so at once. */
const NEEDED = ["tools/load_spoon.lua", "tools/hs_conformance.py", "reference/hs-api.tsv", "eval/score_planner.py"];
const missing = NEEDED.filter((file) => !existsSync(join(shared, file)));
if (missing.length) {
  process.stderr.write(
    `npm test needs the shared folder beside this repository (${shared}), with ${NEEDED.join(", ")}; ` +
      `missing: ${missing.join(", ")}\n`,
  );
  process.exit(1);
}
const bin = (name: string) => join(root, "node_modules", ".bin", name);

interface Step {
  name: string;
  /** A function when the command can only be known once the steps before it have run. */
  command: string[] | (() => string[]);
  /** Counts tests in the output (TAP); a step without it counts as one check. */
  count?: (output: string) => { passed: number; failed: number };
}

/** The bundled test files (scripts/build-tests.ts), once their step has built them. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".test.mjs"))
    .sort()
    .map((f) => relative(root, join(dir, f)));
}
/** Where the node tests write how long each file took (scripts/file-times.js). */
const fileTimes = join(tmpdir(), `hs-claude-file-times-${process.pid}.txt`);

function tapCount(output: string): { passed: number; failed: number } {
  const nodePass = /^# pass (\d+)$/m.exec(output);
  const nodeFail = /^# fail (\d+)$/m.exec(output);
  if (nodePass && nodeFail) return { passed: Number(nodePass[1]), failed: Number(nodeFail[1]) };
  return { passed: (output.match(/^ok \d+/gm) ?? []).length, failed: (output.match(/^not ok \d+/gm) ?? []).length };
}

/** Where busted is, looked up when its step runs: the first step may have just installed it. */
const bustedPath = () => spawnSync("sh", ["-c", "command -v busted"], { encoding: "utf8" }).stdout.trim() || "busted";
/**
 * The steps in stages: a stage starts once the one before it has ended, and its steps, which need nothing from
 * each other, run two at a time (this machine's cores); their output is printed in order as each ends.
 */
const stages: Step[][] = [
  [{ name: "system tools (lua5.4, busted, chromium)", command: ["bash", "scripts/ensure-tools.sh"] }],
  [
    { name: "format (prettier, lines of 120)", command: [bin("tsx"), "scripts/check-format.ts"] },
    {
      name: "import rules (no cycles, through index.ts, the Spoon's layers)",
      command: [
        bin("depcruise"),
        "agent/src",
        "spoon/src",
        "test",
        "bench",
        "scripts",
        "--config",
        ".dependency-cruiser.cjs",
      ],
    },
    // spoon/src joins this list once its long functions are split (the script takes it already).
    {
      name: "function length (at most 60 lines)",
      command: [bin("tsx"), "scripts/function-length.ts", "agent/src", "spoon/src"],
    },
    { name: "spoon lint", command: [bin("tsx"), "scripts/lint-spoon.ts"] },
    { name: "test lint (list assertions say what they expected)", command: [bin("tsx"), "scripts/lint-tests.ts"] },
    { name: "type check", command: [bin("tsc"), "-p", "tsconfig.json"] },
  ],
  [
    { name: "spoon build", command: [bin("tsx"), "scripts/build-spoon.ts"] },
    { name: "agent bundle", command: [bin("tsx"), "scripts/build-agent.ts"] },
    { name: "test bundle", command: [bin("tsx"), "scripts/build-tests.ts"] },
  ],
  [
    { name: "load_spoon.lua", command: ["lua5.4", join(shared, "tools", "load_spoon.lua"), "dist/Claude.spoon"] },
    {
      name: "hs_conformance.py",
      command: [
        "python3",
        join(shared, "tools", "hs_conformance.py"),
        "dist/Claude.spoon/init.lua",
        join(shared, "reference"),
      ],
    },
    { name: "busted", command: () => ["lua5.4", bustedPath(), "-o", "TAP", "spoon/spec"], count: tapCount },
    {
      name: "planner score (offline)",
      command: [
        "python3",
        join(shared, "eval", "score_planner.py"),
        join(shared, "eval", "planner-dev.jsonl"),
        join(shared, "eval", "desktops"),
        "--offline",
        "--cli",
        `${process.execPath} ${join(root, "bin", "hs-claude.js")}`,
        "-j",
        "2",
      ],
    },
  ],
  [
    {
      name: "node tests",
      command: () => [
        process.execPath,
        "--test",
        "--test-reporter=tap",
        "--test-reporter-destination=stdout",
        "--test-reporter=./scripts/file-times.js",
        `--test-reporter-destination=${fileTimes}`,
        // A test that hangs fails after this long instead of holding the whole run.
        "--test-timeout=60000",
        // Two files at a time: from bundles the tests keep both cores busy (three at a time measured no faster here).
        "--test-concurrency=2",
        ...testFiles(join(root, "dist", "tests")),
      ],
      count: tapCount,
    },
  ],
];

/** How many of the slowest test files the summary names. */
const SLOWEST_FILES = 8;
/** Steps of one stage that run at once. */
const AT_ONCE = 2;
type Result = { name: string; passed: number; failed: number; ok: boolean; seconds: number; output: string };

function runStep(step: Step): Promise<Result> {
  const started = performance.now();
  const [program, ...args] = typeof step.command === "function" ? step.command() : step.command;
  const child = spawn(program!, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const end = (status: number | null) => {
      const output = Buffer.concat(chunks).toString("utf8");
      const ok = status === 0;
      const counted = step.count?.(output) ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
      const failed = ok ? counted.failed : Math.max(1, counted.failed);
      resolve({ name: step.name, ...counted, failed, ok, seconds: (performance.now() - started) / 1000, output });
    };
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${program} could not start: ${error.message}\n`));
      end(null);
    });
    child.on("close", end);
  });
}

/** Runs a stage's steps AT_ONCE at a time; prints each one's output in the stage's order as soon as it can. */
async function runStage(stage: Step[]): Promise<Result[]> {
  const ended: ((result: Result) => void)[] = [];
  const ends = stage.map((_, i) => new Promise<Result>((resolve) => (ended[i] = resolve)));
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < stage.length; i = next++) ended[i]!(await runStep(stage[i]!));
  };
  for (let i = 0; i < AT_ONCE; i++) void worker();
  const results: Result[] = [];
  for (const end of ends) {
    const result = await end;
    process.stdout.write(`\n=== ${result.name}\n${result.output}`);
    results.push(result);
  }
  return results;
}

const results: Result[] = [];
const started = performance.now();
for (const stage of stages) results.push(...(await runStage(stage)));

process.stdout.write("\n=== summary\n");
for (const r of results)
  process.stdout.write(
    `${r.ok ? "PASS" : "FAIL"}  ${r.name}  (${r.passed} passed, ${r.failed} failed; ${r.seconds.toFixed(1)} s)\n`,
  );
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
if (existsSync(fileTimes)) {
  const slowest = readFileSync(fileTimes, "utf8").split("\n").filter(Boolean).slice(0, SLOWEST_FILES);
  process.stdout.write(`slowest test files:\n${slowest.join("\n")}\n`);
  rmSync(fileTimes);
}
process.stdout.write(`time: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
process.stdout.write(`summary: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
