import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { SPOTIFY_PLAYER_READY_MS } from "../../costs.ts";
import { DEFAULT_DESKTOP } from "../../index.ts";
import { loadDesktopFile } from "../../load-desktop.ts";
import { runOsascript } from "../../osascript/osascript.ts";
import type { SimDesktop } from "../../desktop.ts";
import type { ModelStart } from "../app-model.ts";
import { SPOTIFY_DICTIONARY } from "./dictionary.ts";
import { spotifyModel } from "./index.ts";
import { albumUri, playlistUri, trackUri } from "./catalogue.ts";

const QUEEN = [
  { name: "Bohemian Rhapsody", artist: "Queen", album: "A Night at the Opera" },
  { name: "Love of My Life", artist: "Queen", album: "A Night at the Opera" },
  { name: "Under Pressure", artist: "Queen", album: "Hot Space" },
];
const MIX = { name: "Mix", tracks: [{ name: "Under Pressure", artist: "Queen" }] };

function spotify(state: object = { playing: false, track: null, library: QUEEN, playlists: [MIX] }) {
  const desktop = { isRunning: () => true } as unknown as SimDesktop;
  const app = spotifyModel.start(desktop, { state } as ModelStart);
  const jxa = (body: string) =>
    runOsascript(["-l", "JavaScript", "-e", `const app = Application("Spotify"); ${body}`], { apps: { Spotify: app } });
  return { app, jxa, state: () => app.state!() as { playing: boolean; track: object | null } };
}

describe("the simulated Spotify answers its own dictionary, as the real app does", () => {
  it("is a digest of Spotify's sdef, its source named", () => {
    assert.match(SPOTIFY_DICTIONARY.source ?? "", /SBSpotify\.h/);
    const { jxa } = spotify({ playing: true, track: { name: "Under Pressure", artist: "Queen" }, library: QUEEN });
    assert.equal(jxa("app.currentTrack.artwork()").stdout, "null\n", "deprecated: never set");
  });

  it("has no tracks element: a script reading a library fails with a TypeError, changing nothing", () => {
    const { jxa, state } = spotify();
    const result = jxa("app.tracks.name()");
    assert.equal(result.exitCode, 1);
    assert.match(result.stderr, /execution error: Error: TypeError: .*\(-2700\)/);
    assert.deepEqual(state().track, null);
  });

  it("playTrack(uri) starts a track by its URI; its id is that URI", () => {
    const { jxa, state } = spotify();
    const uri = trackUri(QUEEN[0]!);
    const result = jxa(`app.playTrack(${JSON.stringify(uri)}); app.currentTrack.id()`);
    assert.equal(result.stdout.trim(), uri);
    assert.deepEqual(state(), { ...state(), playing: true, track: { name: "Bohemian Rhapsody", artist: "Queen" } });
  });

  it("an album's URI starts its first track, and next stays in the album", () => {
    const { jxa, state } = spotify();
    jxa(`app.playTrack(${JSON.stringify(albumUri(QUEEN[0]!))}); app.nextTrack()`);
    assert.deepEqual(state().track, { name: "Love of My Life", artist: "Queen" });
  });

  it("a seeded playlist's URI starts its first track; a track in a context plays in it", () => {
    const { jxa, state } = spotify();
    jxa(`app.playTrack(${JSON.stringify(playlistUri(MIX))})`);
    assert.deepEqual(state().track, { name: "Under Pressure", artist: "Queen" });
    const track = JSON.stringify(trackUri(QUEEN[1]!));
    jxa(`app.playTrack(${track}, { inContext: ${JSON.stringify(albumUri(QUEEN[1]!))} }); app.nextTrack()`);
    assert.deepEqual(state().track, { name: "Bohemian Rhapsody", artist: "Queen" });
  });

  it("an unknown URI starts nothing and reports no error; the player keeps what it had", () => {
    const { jxa, state } = spotify({
      playing: true,
      track: { name: "Love of My Life", artist: "Queen" },
      library: QUEEN,
    });
    const result = jxa('app.playTrack("spotify:track:0000000000000000000000"); app.playerState()');
    assert.equal(result.exitCode, 0);
    assert.equal(result.stdout.trim(), "playing");
    assert.deepEqual(state().track, { name: "Love of My Life", artist: "Queen" });
  });

  it("pause, play and the settable properties; a read-only one refuses a set", () => {
    const { jxa } = spotify({ playing: true, track: { name: "Love of My Life", artist: "Queen" }, library: QUEEN });
    assert.equal(jxa("app.pause(); app.playerState()").stdout.trim(), "paused");
    assert.equal(jxa("app.soundVolume.set(40); app.soundVolume()").stdout.trim(), "40");
    assert.match(jxa("app.repeatingEnabled.set(false)").stderr, /-10003/);
  });
});

describe("the simulated Spotify launches when a script reaches it, and loads its player a while after", () => {
  function notRunning() {
    const desktop = loadDesktopFile(DEFAULT_DESKTOP);
    const clock = { now: 1_000 };
    desktop.now = () => clock.now;
    const track = { name: "Love of My Life", artist: "Queen" };
    const app = spotifyModel.start(desktop, { state: { playing: true, track, library: QUEEN } } as ModelStart);
    const jxa = (body: string) =>
      runOsascript(["-l", "JavaScript", "-e", `const app = Application("Spotify"); ${body}`], {
        apps: { Spotify: app },
      });
    return { desktop, clock, jxa, state: () => app.state!() as { playing: boolean; track: object | null } };
  }

  it("a script that asks running() first starts nothing", () => {
    const { desktop, jxa } = notRunning();
    assert.equal(jxa("app.running() ? app.playerState() : 'not running'").stdout, "not running\n");
    assert.equal(desktop.isRunning("Spotify"), false);
  });

  it("the first play starts Spotify and is lost; its player answers nothing until it has loaded, then plays", () => {
    const { desktop, clock, jxa, state } = notRunning();
    const uri = JSON.stringify(trackUri(QUEEN[0]!));
    jxa(`app.playTrack(${uri})`);
    assert.equal(desktop.isRunning("Spotify"), true, "the Apple event started Spotify");
    assert.deepEqual(state(), { ...state(), playing: false }, "the play was lost: it started paused");
    assert.match(jxa("app.playerState()").stderr, /\(-1728\)/, "its player has not loaded");
    clock.now += SPOTIFY_PLAYER_READY_MS;
    assert.equal(jxa("app.playerState()").stdout, "paused\n", "loaded, on the last session's track");
    jxa(`app.playTrack(${uri})`);
    assert.deepEqual(state().track, { name: "Bohemian Rhapsody", artist: "Queen" });
  });
});
