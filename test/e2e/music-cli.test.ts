import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { mainIn } from "../support/capture.ts";
import { tempHome } from "../support/index.ts";
import { DEFAULT_DESKTOP } from "../sim/index.ts";

/** The built-in desktop with Music running and two tracks called "Yesterday" in its library. */
function twoYesterdays(folder: string): string {
  const desktop = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as { apps: object[] };
  const music = { name: "Music", bundleID: "com.apple.Music", running: true, frontmost: false, hidden: false };
  const library = [
    { name: "Yesterday", artist: "The Beatles", album: "Help!" },
    { name: "Yesterday", artist: "Boyz II Men", album: "II" },
  ];
  const file = join(folder, "two-yesterdays.json");
  const state = { playing: false, track: null, library };
  writeFileSync(file, JSON.stringify({ ...desktop, apps: [...desktop.apps, music], appState: { Music: state } }));
  return file;
}

describe("hs-claude run --sim --offline on Music (nobody at a terminal)", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  it('"play yesterday on music", two such tracks: asks which, offering both exactly, playing nothing', async () => {
    const desktop = twoYesterdays(home.path);
    const run = await mainIn(["run", "--sim", desktop, "--offline", "play yesterday on music"], {
      HS_CLAUDE_HOME: home.path,
      ANTHROPIC_API_KEY: "",
    });
    assert.equal(run.code, 3, run.stderr);
    assert.match(run.stderr, /2 items in Music match "yesterday": which one should play\?/);
    assert.match(run.stderr, /1\. Yesterday by The Beatles \(track, on Help!\)\n {2}2\. Yesterday by Boyz II Men/);
    const json = await mainIn(["run", "--sim", desktop, "--offline", "--json", "play yesterday on music"], {
      HS_CLAUDE_HOME: home.path,
      ANTHROPIC_API_KEY: "",
    });
    const { plan } = JSON.parse(json.stdout) as { plan: { candidates: { commands: object[] }[] } };
    assert.deepEqual(
      plan.candidates.map((c) => c.commands),
      [
        [{ type: "music_play", query: "Yesterday", kind: "track", artist: "The Beatles", album: "Help!" }],
        [{ type: "music_play", query: "Yesterday", kind: "track", artist: "Boyz II Men", album: "II" }],
      ],
      "the exact commands offered",
    );
  });
});
