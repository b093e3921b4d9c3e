/**
 * `npm test`: every check (Lua tools, builds, node tests (the planner's scores among them), format, busted with the
 * Spoon loaded as hs.loadSpoon loads it, type checks, import rules, function length, lint, hs conformance), two at
 * a time, each starting once what it needs is built, each printed as it ends, then the time each took and one summary
 * line of passes and failures. It needs nothing outside the repository: its data and checks are the project's own.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name: string) => join(root, "node_modules", ".bin", name);

interface Step {
  name: string;
  /** A function when the command can only be known once the steps it needs have run. */
  command: string[] | (() => string[]);
  /** The steps that must have ended before it starts (what they build, it runs). */
  needs?: Step[];
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
/** The first step, alone: it may install what the others run (lua5.4, busted, chromium). */
const systemTools: Step = {
  name: "system tools (lua5.4, busted, chromium)",
  command: ["bash", "scripts/ensure-tools.sh"],
};
/** Kept when `npm ci` (its prepare) has just built it from the same inputs: the Spoon is checked and built once. */
const spoonBuild: Step = { name: "spoon build", command: [bin("tsx"), "scripts/build-spoon.ts", "--reuse"] };
const agentBundle: Step = { name: "agent bundle", command: [bin("tsx"), "scripts/build-agent.ts"] };
const testBundle: Step = { name: "test bundle", command: [bin("tsx"), "scripts/build-tests.ts"] };
const nodeTests: Step = {
  name: "node tests",
  needs: [spoonBuild, agentBundle, testBundle],
  command: () => [
    process.execPath,
    "--test",
    "--test-reporter=tap",
    "--test-reporter-destination=stdout",
    "--test-reporter=./scripts/file-times.js",
    `--test-reporter-destination=${fileTimes}`,
    // A test process that hangs fails after this long instead of holding the whole run: an end-to-end file alone,
    // or a group of unit-test files whose each file fails after a minute by itself (test/support/one-process.ts).
    "--test-timeout=180000",
    // Two files at a time: from bundles the tests keep both cores busy (three at a time measured no faster here).
    "--test-concurrency=2",
    ...testFiles(join(root, "dist", "tests")),
  ],
  count: tapCount,
};
/**
 * The steps after the first, most urgent first: each starts once the steps it needs have ended and one of the
 * AT_ONCE places is free. The node tests, the longest, start as soon as the builds they run have ended; the
 * checks that need no build run beside the builds and then beside the node tests, longest first.
 */
const steps: Step[] = [
  spoonBuild,
  agentBundle,
  testBundle,
  nodeTests,
  { name: "format (biome, lines of 120)", command: [bin("tsx"), "scripts/check-format.ts"] },
  {
    name: "busted (spoon/spec: the Spoon on a fake hs, and loaded as hs.loadSpoon loads it)",
    needs: [spoonBuild],
    command: () => ["lua5.4", bustedPath(), "-o", "TAP", "spoon/spec"],
    count: tapCount,
  },
  {
    name: "type check",
    // TypeScript 7's compiler (tsgo, native: a fifth of tsc 6's CPU), on one thread: the other place runs the node
    // tests. Incremental: it keeps each file's verdict in .tmp and checks again only what a change can reach.
    command: [
      bin("tsgo"),
      ...["-p", "tsconfig.json", "--singleThreaded", "--incremental", "--tsBuildInfoFile", ".tmp/tsgo.tsbuildinfo"],
    ],
  },
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
  {
    name: "function length (at most 60 lines), spoon lint, test lint (list assertions say what they expected)",
    command: [bin("tsx"), "scripts/source-checks.ts"],
  },
  {
    name: "hs conformance (the bundle uses only names in spoon/reference)",
    needs: [spoonBuild],
    command: [bin("tsx"), "scripts/hs-conformance.ts", "dist/Claude.spoon/init.lua"],
  },
];

/** How many of the slowest test files the summary names. */
const SLOWEST_FILES = 8;
/**
 * Steps that run at once: this machine's cores. The node tests run two files at a time themselves; the one step
 * beside them shares the cores with them.
 */
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

/** Prints a step's output once it has ended. */
function printed(result: Result): Result {
  process.stdout.write(`\n=== ${result.name}\n${result.output}`);
  return result;
}

/**
 * Runs the steps, AT_ONCE at a time: whenever a place is free, the first step in the list whose needs have ended.
 * Each step's output is printed as it ends; the results come back in the list's order.
 */
function runAll(list: Step[]): Promise<Result[]> {
  const results = new Map<Step, Result>();
  const begun = new Set<Step>();
  let running = 0;
  return new Promise((resolve) => {
    const startReady = () => {
      for (const step of list) {
        if (running >= AT_ONCE) return;
        if (begun.has(step) || !(step.needs ?? []).every((need) => results.has(need))) continue;
        begun.add(step);
        running++;
        void runStep(step).then((result) => {
          results.set(step, printed(result));
          running--;
          if (results.size === list.length) resolve(list.map((s) => results.get(s)!));
          else startReady();
        });
      }
    };
    startReady();
  });
}

const started = performance.now();
const results = [printed(await runStep(systemTools)), ...(await runAll(steps))];

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
