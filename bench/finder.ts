/**
 * Finder's tools on a home of 10,000 files (a real size), on the simulated Mac's clock with Finder's own
 * Apple-event costs: "reveal <file>" from Return in the command bar to the result told (its read of the home's files
 * is bounded: a few hundred names and the big folder looked in by name), and "chrome left half", which names no file,
 * beside it (Finder never scripted).
 */
import { readFileSync } from "node:fs";
import { bigHome } from "../test/sim/apps/finder/big-home.ts";
import { BIG_DESK, commandBarLatency, startSimMac } from "../test/sim/index.ts";

const COMMANDS = ["reveal invoice-2019.pdf", "chrome left half"];

export async function benchFinder(): Promise<void> {
  const desk = JSON.parse(readFileSync(BIG_DESK, "utf8")) as object;
  const sim = await startSimMac({
    desktop: { ...desk, appState: { Finder: bigHome() } },
    env: { ANTHROPIC_API_KEY: "" },
  });
  try {
    for (const command of COMMANDS) {
      const latency = await commandBarLatency(sim, command);
      const told = Math.round(latency.told ?? Number.NaN);
      console.log(`"${command}" in a home of 10,000 files, Return to the result: ${told} ms (${latency.result})`);
    }
  } finally {
    await sim.close();
  }
}
