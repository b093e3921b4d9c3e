/**
 * Apps' own tools: "play X on spotify" planned offline in-process (target ≤ 1 ms), and on the simulated Mac's clock
 * from Return in the command bar to the result told, on the big desk with a small Spotify library.
 */
import { readFileSync } from "node:fs";
import { Snapshot } from "../agent/src/contract/index.ts";
import { planOffline } from "../agent/src/registry/index.ts";
import { BIG_DESK, commandBarLatency, startSimMac } from "../test/sim/index.ts";
import { ms, summary } from "./stats.ts";

const COMMAND = "play bohemian rhapsody on spotify";
const LIBRARY = [
  { name: "Bohemian Rhapsody", artist: "Queen", album: "A Night at the Opera" },
  { name: "Under Pressure", artist: "Queen", album: "Hot Space" },
];

function planned(desk: object): void {
  const snapshot = Snapshot.parse(desk);
  for (let i = 0; i < 20; i++) planOffline(COMMAND, snapshot);
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    planOffline(COMMAND, snapshot);
    samples.push(performance.now() - start);
  }
  const { p50, p99 } = summary(samples.sort((a, b) => a - b));
  console.log(`"${COMMAND}" planned offline in-process x 200: p50 ${ms(p50)}, p99 ${ms(p99)} (target ≤ 1 ms)`);
}

async function simulated(desk: object): Promise<void> {
  const appState = { Spotify: { playing: false, track: null, library: LIBRARY } };
  const sim = await startSimMac({ desktop: { ...desk, appState }, env: { ANTHROPIC_API_KEY: "" } });
  try {
    const latency = await commandBarLatency(sim, COMMAND);
    console.log(
      `"${COMMAND}" on the simulated Mac's clock, Return to the result: ${Math.round(latency.told ?? NaN)} ms`,
    );
    console.log(`  told: ${latency.result}`);
  } finally {
    await sim.close();
  }
}

export async function benchApps(): Promise<void> {
  const desk = JSON.parse(readFileSync(BIG_DESK, "utf8")) as object;
  planned(desk);
  await simulated(desk);
}
