import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Snapshot } from "../../../../agent/src/contract/index.ts";
import { Config } from "../../../../agent/src/store/index.ts";
import { NO_CREDENTIALS, webApiSettings } from "../../../../agent/src/apps/spotify/credentials.ts";
import { spotifyPlay } from "../../../../agent/src/apps/spotify/play.ts";
import type { Played } from "../../../../agent/src/apps/spotify/operations.ts";
import { fakeContext } from "../../../fakes/command-context.ts";
import { fakeSpoon } from "../../../fakes/spoon-client.ts";
import { trackUri } from "../../../sim/apps/spotify/catalogue.ts";
import { SIM_CREDENTIALS, SpotifyWebApiDouble } from "../../../sim/apps/spotify/web-api.ts";

// One recording on two releases, as Spotify relinks them: the UK one plays only in GB, the other everywhere else.
const UK = { name: "Wonderwall", artist: "Oasis", album: "Morning Glory (UK)", popularity: 80, markets: ["GB"] };
const ELSEWHERE = { name: "Wonderwall", artist: "Oasis", album: "Morning Glory", popularity: 79, markets: ["DE"] };
// A famous title as the catalogue holds it: karaoke and tribute versions by other makers beside the original.
const RHAPSODIES = [
  { name: "Bohemian Rhapsody", artist: "Sing2Piano", album: "Karaoke Hits", popularity: 12 },
  { name: "Bohemian Rhapsody - Remastered 2011", artist: "Queen", album: "A Night at the Opera", popularity: 88 },
  { name: "Bohemian Rhapsody", artist: "Vitamin String Quartet", album: "Tribute", popularity: 20 },
];

describe("spotify_play: what it searches, and what counts as played", () => {
  let api: SpotifyWebApiDouble;
  const world = { ownerPremium: true, roundTrip: () => {} };
  // The market is config.json's here, or none: never the locale of the machine the tests run on.
  const LOCALE = ["LC_ALL", "LC_MESSAGES", "LANG"] as const;
  const locale = LOCALE.map((name) => process.env[name]);
  before(async () => {
    for (const name of LOCALE) delete process.env[name];
    api = await SpotifyWebApiDouble.start(() => ({ library: [UK, ELSEWHERE, ...RHAPSODIES], world }));
  });
  after(async () => {
    LOCALE.forEach((name, i) => (locale[i] === undefined ? delete process.env[name] : (process.env[name] = locale[i])));
    await api.close();
  });

  /** Runs a play whose Spoon answers with what Spotify plays afterwards; the URIs it was asked to play. */
  async function play(command: object, playing: Partial<Played> & { uri: string | null }, market?: string) {
    const asked: string[] = [];
    const spoon = fakeSpoon({});
    spoon.callApp = async (_op, params) => {
      asked.push((params as { uri: string }).uri);
      const after = { running: true, playing: true, track: { name: "Wonderwall", artist: "Oasis" }, ...playing };
      return { ok: true, value: after as never };
    };
    const spotify = { ...SIM_CREDENTIALS, accountsUrl: api.url, apiUrl: api.url, ...(market ? { market } : {}) };
    const config = Config.parse({ apps: { spotify } });
    const outcome = await spotifyPlay.run({ type: "spotify_play", ...command } as never, {
      ...fakeContext(spoon, {} as Snapshot, { config }),
    });
    return { outcome, asked };
  }

  it("searches in config.json's market, 10 of a type at most, and plays the instance that plays there", async () => {
    const { outcome, asked } = await play({ query: "wonderwall" }, { uri: trackUri(ELSEWHERE) }, "DE");
    const search = api.requests.findLast((request) => request.path === "/v1/search")!;
    assert.deepEqual([search.query.market, search.query.limit], ["DE", "10"], "the search's market and limit");
    assert.deepEqual(asked, [trackUri(ELSEWHERE)], "the URIs played");
    assert.equal(outcome.ok, true, outcome.message);
  });

  it("E6: a track the player relinked (another instance and id) counts as played; another song never", async () => {
    // Without a market the search answers the catalogue's instance (the UK one); the player plays its own.
    const relinked = await play({ query: "wonderwall" }, { uri: trackUri(ELSEWHERE) });
    assert.deepEqual(relinked.asked, [trackUri(UK)], "the URIs played");
    assert.equal(relinked.outcome.ok, true, relinked.outcome.message);
    assert.match(relinked.outcome.message, /Spotify is playing Wonderwall by Oasis/);
    const live = { uri: "spotify:track:0000000000000000000001", track: { name: "Wonderwall - Live", artist: "Oasis" } };
    const wrong = await play({ query: "wonderwall" }, live);
    assert.equal(wrong.outcome.ok, false);
    assert.match(wrong.outcome.message, /did not start .* it is playing Wonderwall - Live by Oasis/);
  });

  it("E8: a famous title with covers asks which, the original first, and plays nothing", async () => {
    const { outcome, asked } = await play({ query: "bohemian rhapsody" }, { uri: null });
    assert.deepEqual(asked, [], "nothing played");
    assert.equal(outcome.ok, false);
    assert.deepEqual(
      outcome.ok ? [] : outcome.choice?.candidates.map((c) => c.label),
      [
        "Bohemian Rhapsody - Remastered 2011 by Queen (A Night at the Opera)",
        "Bohemian Rhapsody by Vitamin String Quartet (Tribute)",
        "Bohemian Rhapsody by Sing2Piano (Karaoke Hits)",
      ],
      "the candidates offered, in the API's order",
    );
  });

  it("E6: a URI played directly (a candidate chosen) counts when the player relinked it to the same song", async () => {
    const relinked = await play({ uri: trackUri(UK) }, { uri: trackUri(ELSEWHERE) });
    assert.equal(relinked.outcome.ok, true, relinked.outcome.message);
    const live = { uri: "spotify:track:0000000000000000000001", track: { name: "Wonderwall - Live", artist: "Oasis" } };
    const wrong = await play({ uri: trackUri(UK) }, live);
    assert.match(wrong.outcome.message, /did not start .* it is playing Wonderwall - Live by Oasis/);
  });

  it("E9: a share link with a locale segment plays its track, searching nothing", async () => {
    const searches = api.requests.length;
    const id = trackUri(UK).split(":")[2]!;
    const link = `https://open.spotify.com/intl-de/track/${id}?si=0a1b2c`;
    const { outcome, asked } = await play({ query: link }, { uri: trackUri(UK) });
    assert.deepEqual(asked, [trackUri(UK)], "the URIs played");
    assert.equal(outcome.ok, true, outcome.message);
    assert.equal(api.requests.length, searches, "no request to the Web API");
  });

  it("E7: an app owner without Premium is told what Development Mode needs and what to do", async () => {
    world.ownerPremium = false;
    try {
      const { outcome, asked } = await play({ query: "wonderwall" }, { uri: null });
      assert.deepEqual(asked, [], "nothing played");
      assert.equal(outcome.ok, false);
      assert.match(outcome.message, /Development Mode .* owns it .* Spotify Premium\. Subscribe that account/);
    } finally {
      world.ownerPremium = true;
    }
    assert.match(NO_CREDENTIALS, /Development Mode the account that owns the app needs Spotify Premium/);
  });

  it("the market: config.json's, else the region of the agent's locale, else none", () => {
    const given = Config.parse({ apps: { spotify: { ...SIM_CREDENTIALS, market: "SE" } } });
    assert.equal(webApiSettings(given, { LANG: "de_DE.UTF-8" })?.market, "SE");
    const unset = Config.parse({ apps: { spotify: SIM_CREDENTIALS } });
    assert.equal(webApiSettings(unset, { LANG: "de_DE.UTF-8" })?.market, "DE");
    assert.equal(webApiSettings(unset, { LC_ALL: "pt_BR.UTF-8", LANG: "en_US.UTF-8" })?.market, "BR");
    assert.equal(webApiSettings(unset, { LANG: "C.UTF-8" })?.market, undefined);
    assert.equal(Config.safeParse({ apps: { spotify: { ...SIM_CREDENTIALS, market: "de" } } }).success, false);
  });
});
