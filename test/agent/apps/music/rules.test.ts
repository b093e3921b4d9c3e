import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { planOffline } from "../../../../agent/src/registry/index.ts";
import { desktopWith, plansAs, plansNothing } from "../../../support/players.ts";

const music = desktopWith(["Music"]);
const spotify = desktopWith(["Spotify"]);

describe("'play ... by ...' on Music: the artist in Music's own field", () => {
  it("never puts 'X by Y' in the query: the name is the query, the artist is the artist", () => {
    const bohemian = [{ type: "music_play", query: "bohemian rhapsody", artist: "queen" }];
    plansAs("play bohemian rhapsody by queen on music", bohemian, spotify);
    plansAs("Play Bohemian Rhapsody by Queen on Apple Music.", bohemian, spotify);
    plansAs("play bohemian rhapsody by queen", bohemian, music);
  });

  it("reads an album or a playlist said either way, with its artist when one is said", () => {
    const abbey = { type: "music_play", query: "abbey road", kind: "album" };
    plansAs("play the album abbey road in itunes", [abbey], spotify);
    plansAs("play the abbey road album by the beatles", [{ ...abbey, artist: "the beatles" }], music);
    plansAs("play my running playlist", [{ type: "music_play", query: "running", kind: "playlist" }], music);
    plansAs("play the playlist focus on music", [{ type: "music_play", query: "focus", kind: "playlist" }], music);
    plansAs("play abbey road on music", [{ type: "music_play", query: "abbey road" }], spotify);
  });
});

describe("the player Music's words are for", () => {
  it("plays on Music when it is the only player running, or named", () => {
    plansAs("play hey jude", [{ type: "music_play", query: "hey jude" }], music);
    plansAs("play hey jude with the music app", [{ type: "music_play", query: "hey jude" }], spotify);
  });

  it("asks when Music is named for a control while only Spotify runs, offering Spotify", () => {
    assert.deepEqual(plansNothing("pause music", spotify), [[{ type: "spotify_pause" }]], "the players offered");
  });

  it("cannot play on Music when no player is on this Mac", () => {
    assert.deepEqual(plansNothing("play hey jude on music", desktopWith([], false)), [], "the players offered");
  });
});

describe("a title that reads like a negation", () => {
  it("is a title after 'play', not what not to do", () => {
    const dont = [{ type: "music_play", query: "don't speak" }];
    plansAs("play don't speak", dont, music);
    plansAs(
      "play never gonna give you up in apple music",
      [{ type: "music_play", query: "never gonna give you up" }],
      spotify,
    );
  });

  it("is still a negation before 'play', or with more said or negated after it", () => {
    for (const text of ["don't play anything", "play no scrubs, don't pause", "play don't stop and close chrome"])
      assert.match(planOffline(text, music).clarification_reason ?? "", /says what not to do/, text);
  });
});
