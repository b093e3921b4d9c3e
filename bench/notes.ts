/**
 * Notes on real-size data (2,000 notes in several folders), at Notes' own costs (≈50 ms an Apple event):
 * listing the recent notes and finding a note by its title to add to it, each from Return in the command bar to the
 * result told on the simulated Mac's clock (target ≤ 1 s).
 */
import { readFileSync } from "node:fs";
import { realSizeNotes } from "../test/sim/apps/notes/real-size.ts";
import { BIG_DESK, commandBarLatency, startSimMac } from "../test/sim/index.ts";

const TARGET_MS = 1_000;
const COMMANDS = ["list my notes", "add bread to the groceries note"];

export async function benchNotes(): Promise<void> {
  const desk = JSON.parse(readFileSync(BIG_DESK, "utf8")) as object;
  const appState = { Notes: realSizeNotes(2_000) };
  const sim = await startSimMac({ desktop: { ...desk, appState }, env: { ANTHROPIC_API_KEY: "" } });
  try {
    for (const command of COMMANDS) {
      const latency = await commandBarLatency(sim, command);
      const told = Math.round(latency.told ?? Number.NaN);
      console.log(`"${command}" on 2,000 notes, Return to the result: ${told} ms (target ≤ ${TARGET_MS} ms)`);
      console.log(`  told: ${latency.result?.split("\n")[0]}`);
    }
  } finally {
    await sim.close();
  }
}
