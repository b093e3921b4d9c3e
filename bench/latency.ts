/**
 * Latency as a person meets it, beside the targets and beside the design that read the whole desktop before every
 * command (latency-before.json, measured the same way before the Spoon read only what a command needs): on the
 * simulated Mac's clock, from Return in the command bar to the screen's last change (or to the result, when nothing
 * changes), on a desk of 2 screens, 30 apps with 80 windows and 200 tabs, as the first command on a Spoon just started
 * (cold) and on one that has run a while (warm); and the CLI's own wall time.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BIG_DESK, measureScenario, SCENARIOS, waited, type Scenario } from "../test/sim/index.ts";
import { AgentWithSpoon } from "../test/support/agent-process.ts";
import { runCli } from "../test/support/cli.ts";
import { REPO } from "../test/support/index.ts";
import { loadDesktopFile } from "../test/sim/load-desktop.ts";
import { summary } from "./stats.ts";

interface Before {
  commit: string;
  simulatedMs: Record<string, number>;
  wallMs: Record<string, number>;
}

const before = JSON.parse(readFileSync(new URL("./latency-before.json", import.meta.url), "utf8")) as Before;

const cell = (value: number | undefined) => (value === undefined ? "—" : `${Math.round(value)} ms`);
const mark = (met: boolean) => (met ? "✓" : "✗");
const row = (name: string, target: string, was: number | undefined, now: number | undefined, met: boolean) =>
  `${name.padEnd(42)} ${target.padEnd(9)} ${cell(was).padStart(10)} ${cell(now).padStart(9)}  ${mark(met)}`;

/** A process of node with these arguments, as a whole: p50 of wall time. */
function processMs(args: string[], runs = 10): number {
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const start = performance.now();
    spawnSync(process.execPath, args, { encoding: "utf8" });
    if (i >= 2) samples.push(performance.now() - start);
  }
  return summary(samples.sort((a, b) => a - b)).p50;
}

/** `hs-claude run` through a running agent whose Spoon answers at once (no Mac's costs): the CLI's own wall time. */
async function runThroughAgentMs(runs = 5): Promise<number> {
  const agent = await AgentWithSpoon.start({ desktop: loadDesktopFile(BIG_DESK) });
  try {
    const samples: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const start = performance.now();
      await runCli(["run", "--yes", "chrome left half"], agent.env());
      if (i >= 1) samples.push(performance.now() - start);
    }
    return summary(samples.sort((a, b) => a - b)).p50;
  } finally {
    await agent.close();
  }
}

/** A target of the product's on the simulated Mac's clock, as measured: cold and warm, and whether both met it. */
export interface LatencyFigure {
  name: string;
  targetMs: number;
  coldMs: number | undefined;
  warmMs: number | undefined;
  met: boolean;
}

/** A scenario's row: before, then cold and warm now, each marked against the target. */
async function scenarioRow(scenario: Scenario): Promise<{ lines: string[]; figure: LatencyFigure }> {
  const cold = await measureScenario(scenario, "cold");
  const warm = await measureScenario(scenario, "warm");
  const within = (ms: number | undefined) => (ms ?? Infinity) <= scenario.targetMs;
  const [coldMs, warmMs] = [waited(cold), waited(warm)];
  const target = `≤ ${scenario.targetMs}`;
  const was = cell(before.simulatedMs[scenario.name]).padStart(10);
  const now = `${cell(coldMs).padStart(9)} ${mark(within(coldMs))} ${cell(warmMs).padStart(9)} ${mark(within(warmMs))}`;
  const lines = [`${scenario.name.padEnd(42)} ${target.padEnd(9)} ${was} ${now}`];
  if (warm.changed === undefined) lines.push(`${"".padEnd(44)}told: ${warm.result}`);
  const met = within(coldMs) && within(warmMs);
  return { lines, figure: { name: scenario.name, targetMs: scenario.targetMs, coldMs, warmMs, met } };
}

export async function benchLatency(): Promise<LatencyFigure[]> {
  const heading = `${"before".padStart(10)} ${"now, cold".padStart(11)} ${"now, warm".padStart(11)}`;
  console.log(`${"".padEnd(42)} ${"target".padEnd(9)} ${heading}`);
  console.log("simulated Mac's clock, from Return to the last change (or the result), on the big desk:");
  console.log("(cold: the first command on a Spoon just started; warm: a Spoon that has run a while)");
  const figures: LatencyFigure[] = [];
  for (const scenario of SCENARIOS) {
    const { lines, figure } = await scenarioRow(scenario);
    for (const line of lines) console.log(line);
    figures.push(figure);
  }
  console.log("wall time on this machine (p50):");
  const plan = processMs([
    join(REPO, "bin", "hs-claude.js"),
    "plan",
    "--context",
    BIG_DESK,
    "--offline",
    "chrome left half",
  ]);
  console.log(row("hs-claude plan --offline, whole process", "≤ 300", before.wallMs.plan, plan, plan <= 300));
  const run = await runThroughAgentMs();
  console.log(row("hs-claude run through a running agent", "≤ 400", before.wallMs.run, run, run <= 400));
  console.log(`(node -e 0 on this machine now: ${Math.round(processMs(["-e", "0"]))} ms)`);
  console.log(`before: ${before.commit}`);
  return figures;
}
