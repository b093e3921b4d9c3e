/**
 * Apps' own tools: "play X on spotify" planned offline in-process (target ≤ 1 ms), and the player targets on
 * the simulated Mac's clock, from Return in the command bar to the result told, on the big desk: "pause spotify"
 * ≤ 300 ms, "play <song> on spotify" ≤ 700 ms with its Web API round trips, and Music's play on a library of 20,000
 * tracks (bounded by its budget, launch + script); a player that must first launch adds its launch, and says so.
 */
import { readFileSync } from "node:fs";
import { Snapshot } from "../agent/src/contract/index.ts";
import { planOffline } from "../agent/src/registry/index.ts";
import { BIG_DESK, commandBarLatency, startSimMac, type SimMac } from "../test/sim/index.ts";
import { ms, summary } from "./stats.ts";

const COMMAND = "play bohemian rhapsody on spotify";
const LIBRARY = [
  { name: "Bohemian Rhapsody", artist: "Queen", album: "A Night at the Opera" },
  { name: "Under Pressure", artist: "Queen", album: "Hot Space" },
];
/** Music's library, real size: 20,000 tracks on 1,700 albums by 900 artists, "Abbey Road" among them. */
const TRACKS = [
  { name: "Come Together", artist: "The Beatles", album: "Abbey Road" },
  ...Array.from({ length: 19_999 }, (_, i) => ({
    name: `Track ${i}`,
    artist: `Artist ${i % 900}`,
    album: `Album ${i % 1_700}`,
  })),
];
/** Music's budget for its play, in ms: its launch (10 s) and its script (5 s), spoon/src/apps/player-contract.ts. */
const MUSIC_PLAY_BUDGET_MS = 15_000;

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

/** The big desk with the players running or not, and their libraries. */
function deskWith(desk: { apps: { name: string }[] }, running: boolean): object {
  const apps = desk.apps.map((app) => (["Music", "Spotify"].includes(app.name) ? { ...app, running } : app));
  const playing = { name: "Under Pressure", artist: "Queen" };
  const appState = {
    Spotify: { playing: running, track: playing, library: LIBRARY },
    Music: { playing: false, track: null, library: TRACKS },
  };
  return { ...desk, apps, appState };
}

/** The command said in the command bar and run until told (past settle()'s horizon: a launch, a big library). */
async function told(sim: SimMac, command: string): Promise<{ ms: number; said: string[] }> {
  const latency = await commandBarLatency(sim, command, MUSIC_PLAY_BUDGET_MS / 1000 + 5);
  return { ms: latency.told ?? Number.NaN, said: latency.said };
}

function line(command: string, figure: number, target: number | undefined, note = ""): void {
  const verdict =
    target === undefined
      ? ""
      : figure <= target
        ? ` (target ≤ ${target} ms: holds)`
        : ` (target ≤ ${target} ms: MISSED)`;
  console.log(`"${command}": ${Math.round(figure)} ms on the simulated clock${verdict}${note}`);
}

async function players(desk: { apps: { name: string }[] }, running: boolean): Promise<void> {
  const sim = await startSimMac({ desktop: deskWith(desk, running), env: { ANTHROPIC_API_KEY: "" } });
  try {
    const cold = running ? "" : " (not running: it launches first)";
    if (running) {
      const pause = await told(sim, "pause spotify");
      line("pause spotify", pause.ms, 300, `\n  told: ${pause.said.at(-1)}`);
    }
    const spotify = await told(sim, COMMAND);
    line(COMMAND + cold, spotify.ms, running ? 700 : undefined, " (the Web API's round trips, 150 ms each, included)");
    console.log(`  told: ${spotify.said.join(" | ")}`);
    await musicPlays(sim, cold);
  } finally {
    await sim.close();
  }
}

/** Music's play on 20,000 tracks: a few found by Music's search, read one by one; a query in 1,111 names, in bulk. */
async function musicPlays(sim: SimMac, launching: string): Promise<void> {
  let cold = launching;
  for (const [command, how] of [
    ["play abbey road on music", "Music's search finds its tracks"],
    ["play track 1 on music", "in 1,111 names: the whole library read in bulk"],
  ] as const) {
    const music = await told(sim, command);
    const note = ` (its budget: launch + script; ${how})`;
    line(`${command}${cold}, 20,000 tracks`, music.ms, MUSIC_PLAY_BUDGET_MS, note);
    console.log(`  told: ${music.said.join(" | ")}`);
    cold = "";
  }
}

export async function benchApps(): Promise<void> {
  const desk = JSON.parse(readFileSync(BIG_DESK, "utf8")) as { apps: { name: string }[] };
  planned(desk);
  await players(desk, true);
  await players(desk, false);
}
