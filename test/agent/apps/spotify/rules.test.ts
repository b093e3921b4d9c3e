import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { desktopWith, plansAs, plansNothing } from "../../../support/players.ts";

const spotify = desktopWith(["Spotify"]);
const music = desktopWith(["Music"]);
const both = desktopWith(["Music", "Spotify"]);
const neither = desktopWith([]);

describe("what Spotify's search is given", () => {
  it("gets 'X by Y' whole, as its query takes it, whether Spotify is named or the one running", () => {
    const queen = [{ type: "spotify_play", query: "bohemian rhapsody by queen" }];
    plansAs("play bohemian rhapsody by queen on spotify", queen, music);
    plansAs("play bohemian rhapsody by queen", queen, spotify);
    plansAs("play don't stop me now on spotify", [{ type: "spotify_play", query: "don't stop me now" }], both);
  });

  it("defers an album or a playlist: its search has no kind, and the name alone could start a track", () => {
    for (const text of ["play the album abbey road on spotify", "play my running playlist", "play the playlist focus"])
      assert.deepEqual(plansNothing(text, spotify), [], `no choices for "${text}"`);
  });

  it("defers what no tool plays exactly: an artist, 'something', a video, a place, a time, again", () => {
    const deferred = [
      "play some queen",
      "play songs by queen",
      "play something",
      "play the youtube video",
      "play despacito on youtube",
      "play hello next",
      "play that again",
      "again",
      "play spotify",
      "play bohemian rhapsody please",
      "play with the dog",
      "play a sound",
    ];
    for (const text of deferred) assert.deepEqual(plansNothing(text, spotify), [], `no choices for "${text}"`);
  });
});

describe("the player a play means when none is named", () => {
  it("plays on the player an earlier clause opened, whichever runs", () => {
    const hello = [
      { type: "focus_app", app_name: "Spotify" },
      { type: "spotify_play", query: "hello" },
    ];
    plansAs("open spotify and play hello", hello, music);
    plansAs("open spotify and play hello", hello, neither);
  });

  it("asks when both run or none does, offering each player with its own command", () => {
    const offered = [
      [{ type: "music_play", query: "bohemian rhapsody", artist: "queen" }],
      [{ type: "spotify_play", query: "bohemian rhapsody by queen" }],
    ];
    assert.deepEqual(plansNothing("play bohemian rhapsody by queen", both), offered, "the players offered");
    assert.deepEqual(plansNothing("play bohemian rhapsody by queen", neither), offered, "the players offered");
  });
});

describe("the controls, said the ways people say them", () => {
  const said: [string, string][] = [
    ["skip this", "next"],
    ["skip", "next"],
    ["skip this song", "next"],
    ["next", "next"],
    ["next track", "next"],
    ["next song", "next"],
    ["play the next song", "next"],
    ["previous", "previous"],
    ["go back a song", "previous"],
    ["play the previous track", "previous"],
    ["what song is this", "now_playing"],
    ["what's playing", "now_playing"],
    ["what is this song?", "now_playing"],
    ["what am i listening to", "now_playing"],
    ["pause the music", "pause"],
    ["pause", "pause"],
    ["stop the music", "pause"],
    ["resume", "resume"],
    ["unpause", "resume"],
    ["continue playing", "resume"],
  ];

  it("plans each on the one player running", () => {
    for (const [text, verb] of said) {
      plansAs(text, [{ type: `spotify_${verb}` }], spotify);
      plansAs(text, [{ type: `music_${verb}` }], music);
    }
  });

  it("names the player: 'on spotify', 'on music', 'on apple music', 'in itunes'", () => {
    plansAs("skip this on spotify", [{ type: "spotify_next" }], both);
    plansAs("pause apple music", [{ type: "music_pause" }], both);
    plansAs("next song in itunes", [{ type: "music_next" }], both);
    plansAs("what's playing on music", [{ type: "music_now_playing" }], both);
  });

  it("asks with both running or none, never guessing", () => {
    for (const [text, verb] of said) {
      const offered = [[{ type: `music_${verb}` }], [{ type: `spotify_${verb}` }]];
      assert.deepEqual(plansNothing(text, both), offered, `the players offered for "${text}"`);
      assert.deepEqual(plansNothing(text, neither), offered, `the players offered for "${text}"`);
    }
  });

  it("defers what no tool does exactly: replaying a song, the volume, shuffle, repeat", () => {
    for (const text of ["play it again", "replay this song", "turn it up", "volume up", "shuffle on", "repeat this"])
      assert.deepEqual(plansNothing(text, spotify), [], `no choices for "${text}"`);
  });
});
