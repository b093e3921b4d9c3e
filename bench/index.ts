/**
 * `npm run bench`: each section's own lines, then one markdown table of the figures, written as JSON to
 * dist/bench.json too. It fails (exit 1) when a latency target of the product is missed or the soak found a problem.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "../test/support/index.ts";
import { benchPlanner } from "./planner.ts";
import { benchRoundTrip } from "./roundtrip.ts";
import { benchLoop } from "./loop.ts";
import { benchLatency } from "./latency.ts";
import { benchScreenshot } from "./screenshot.ts";
import { benchApps } from "./apps.ts";
import { benchFinder } from "./finder.ts";
import { benchNotes } from "./notes.ts";
import { benchCalendar } from "./calendar.ts";
import { benchPage } from "./page.ts";
import { runSoak, soakProblems, SOAK_OPS } from "./soak.ts";
import { markdownTable, missed, type BenchFigures } from "./table.ts";

const RESULTS = join(REPO, "dist", "bench.json");

console.log("== latency (a real Mac's costs on the simulated clock; targets of the product)");
const latency = await benchLatency();
console.log("\n== link round trip");
const roundTrip = await benchRoundTrip();
console.log("\n== planner");
const planner = benchPlanner();
console.log("\n== apps' own tools");
await benchApps();
await benchFinder();
await benchNotes();
await benchCalendar();
console.log("\n== screenshot");
const screenshot = await benchScreenshot();
console.log("\n== vision loop");
await benchLoop();
console.log("\n== the page: DOM steps and the vision loop");
const tasks = await benchPage();
console.log(`\n== soak: ${SOAK_OPS} mixed operations on one agent (HS_CLAUDE_SOAK_OPS)`);
const soak = await runSoak();
const figures: BenchFigures = {
  planner,
  roundTrip,
  screenshot,
  tasks,
  latency,
  soak,
  soakProblems: soakProblems(soak),
};

console.log(`\n== the figures (also in ${RESULTS})\n`);
console.log(markdownTable(figures));
mkdirSync(join(REPO, "dist"), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`);
const failures = missed(figures);
for (const failure of failures.slice(0, 20)) console.error(`bench: ${failure}`);
process.exitCode = failures.length > 0 ? 1 : 0;
