import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { DEFAULT_DESKTOP, type SimMac } from "../../../sim/index.ts";
import { simMacForTests, simMacsPerTest } from "../../../support/sim-mac.ts";

const LIBRARY = [
  { name: "Yesterday", artist: "The Beatles", album: "Help!" },
  { name: "Yesterday", artist: "Boyz II Men", album: "II" },
  { name: "Come Together", artist: "The Beatles", album: "Abbey Road" },
  { name: "Something", artist: "The Beatles", album: "Abbey Road" },
  { name: "Run", artist: "Foo Fighters", album: "Concrete and Gold" },
];
const filler = (i: number) => ({ name: `Track ${i}`, artist: `Artist ${i % 900}`, album: `Album ${i % 1_700}` });
const PLAYLISTS = [{ name: "Running", tracks: ["Run", "Something"] }];

/** The built-in desktop with Music running (or only installed), playing nothing, two tracks called "Yesterday". */
function musicDesktop(running = true, library = LIBRARY): object {
  const desktop = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as { apps: object[] };
  const music = { name: "Music", bundleID: "com.apple.Music", running, frontmost: false, hidden: false };
  const state = { playing: false, track: null, library, playlists: PLAYLISTS };
  return { ...desktop, apps: [...desktop.apps, music], appState: { Music: state } };
}

/** The person says `command` in the command bar (no key: the offline planner); the simulated Mac runs until idle. */
async function say(sim: SimMac, command: string): Promise<void> {
  await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "a"} })`);
  await sim.person.pressKeys("cmd+shift+a");
  await sim.person.type(command);
  await sim.person.press("return");
  await sim.settle();
}

const playing = (sim: SimMac) => (sim.appState("Music") as { playing: boolean; track: unknown }).track;

const startMac = simMacsPerTest();

describe("Music on the simulated Mac, planned offline from the command bar", () => {
  const sim = simMacForTests(
    () => ({ desktop: musicDesktop(), tempHome: true, env: { ANTHROPIC_API_KEY: "" } }),
    "each test",
  );

  it('"play abbey road on music" plays the album, from its first track', async () => {
    await say(sim, "play abbey road on music");
    assert.deepEqual(playing(sim), { name: "Come Together", artist: "The Beatles" });
  });

  it('"play my running playlist on music" plays the playlist', async () => {
    await say(sim, "play my running playlist on music");
    assert.deepEqual(playing(sim), { name: "Run", artist: "Foo Fighters" });
  });

  it('"play yesterday on music", two tracks of that name: a chooser of both, and the one chosen plays', async () => {
    await say(sim, "play yesterday on music");
    assert.deepEqual(
      sim.person.sees().chooser?.rows,
      ["Yesterday by The Beatles (track, on Help!)", "Yesterday by Boyz II Men (track, on II)"],
      "the chooser's rows",
    );
    assert.equal(playing(sim), null, "nothing plays before the person chooses");
    await sim.person.press("down");
    await sim.person.press("return");
    await sim.settle();
    assert.deepEqual(playing(sim), { name: "Yesterday", artist: "Boyz II Men" });
  });

  it('Music not running: "play abbey road on music" opens it, says so in the command bar, plays', async () => {
    const closed = await startMac({ desktop: musicDesktop(false), tempHome: true, env: { ANTHROPIC_API_KEY: "" } });
    const start = closed.now();
    await say(closed, "play abbey road on music");
    const alerts = closed.mac.alertsSince(start).map((alert) => alert.text);
    assert.ok(alerts.includes("Claude: opening Music…"), `the command bar said: ${alerts.join(" | ")}`);
    assert.match(alerts.at(-1) ?? "", /Music is playing Come Together by The Beatles/, alerts.join(" | "));
  });

  it("Music not running, 20,000 tracks: music_play opens it, says so, reads all in bulk past 5 s", async () => {
    const big = [...LIBRARY, ...Array.from({ length: 20_000 - LIBRARY.length }, (_, i) => filler(i))];
    const closed = await startMac({ desktop: musicDesktop(false, big) });
    const start = closed.now();
    // "track 1" is in 1,111 names: Music's search finds too many to read one by one, so the library is read in bulk.
    let answeredAt = Number.NaN;
    const call = closed.agent!.connection.call("music_play", { query: "track 1" }, 60_000);
    void call.then(() => (answeredAt = closed.now()));
    // The launch and the bulk reads take past settle()'s horizon: the Mac runs on for the whole budget.
    await closed.settle(16);
    const played = await call;
    const alerts = closed.mac.alertsSince(start).map((alert) => alert.text);
    assert.deepEqual(alerts, ["Claude: opening Music…"], "what the command bar said while Music opened");
    assert.deepEqual((played as { track: unknown }).track, { name: "Track 1", artist: "Artist 1" });
    assert.ok(answeredAt - start > 5_000, `answered after ${answeredAt - start} ms: past osascript's default 5 s`);
  });

  it("reads a track whose name holds a lone surrogate: U+FFFD in its place, the answer whole", async () => {
    const desktop = musicDesktop() as { appState: { Music: object } };
    const half = { name: "Smile \ud83d", artist: "Cut \ude00 Short" };
    const halved = { ...desktop, appState: { Music: { ...desktop.appState.Music, playing: true, track: half } } };
    const mac = await startMac({ desktop: halved, costs: "none" });
    const now = await mac.agent!.connection.call("music_control", { action: "now" });
    assert.deepEqual(
      (now as { track: unknown }).track,
      { name: "Smile \ufffd", artist: "Cut \ufffd Short" },
      "the track as the Spoon read it",
    );
  });
});
