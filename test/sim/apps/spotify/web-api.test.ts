import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { ServiceWorld } from "../app-model.ts";
import { trackUri, type LibraryItem, type Playlist } from "./catalogue.ts";
import { NOT_PREMIUM, SIM_CREDENTIALS, SpotifyWebApiDouble } from "./web-api.ts";

// A catalogue as Spotify's is for a famous title: its covers, karaoke and tribute versions by other makers, listed
// before the original here so that only a ranking puts the original first.
const COVERS: LibraryItem[] = [
  { name: "Bohemian Rhapsody", artist: "Sing2Piano", album: "Karaoke Hits", popularity: 12 },
  { name: "Bohemian Rhapsody - Karaoke Version", artist: "Karaoke Hits Band", album: "Karaoke 70s", popularity: 8 },
  { name: "Bohemian Rhapsody (A Tribute)", artist: "Vitamin String Quartet", album: "Tribute", popularity: 20 },
  { name: "Bohemian Rhapsody - Remastered 2011", artist: "Queen", album: "A Night at the Opera", popularity: 88 },
];
// One recording on two releases: the first plays only in GB, the second everywhere else (Spotify relinks them).
const RELEASED = [
  { name: "Wonderwall", artist: "Oasis", album: "Morning Glory (UK)", popularity: 80, markets: ["GB"] },
  { name: "Wonderwall", artist: "Oasis", album: "Morning Glory", popularity: 79, markets: ["DE", "US"] },
];
const MANY = Array.from({ length: 12 }, (_, i) => ({ name: `Song ${i + 1}`, artist: "Band", album: "Many" }));
const PLAYLISTS: Playlist[] = [
  { name: "Road Trip", owner: "anna.k", tracks: [] },
  { name: "Road Trip Classics", tracks: [] },
  { name: "Road Trip Gone", owner: "someone", unavailable: true, tracks: [] },
];

describe("the Web API double answers as Spotify's does in Development Mode (2026)", () => {
  let api: SpotifyWebApiDouble;
  const world: ServiceWorld & { trips: number } = {
    trips: 0,
    ownerPremium: true,
    roundTrip: () => void world.trips++,
  };
  before(async () => {
    const library = [...COVERS, ...RELEASED, ...MANY];
    api = await SpotifyWebApiDouble.start(() => ({ library, playlists: PLAYLISTS, world }));
  });
  after(() => api.close());

  let token = "";
  const get = async (query: Record<string, string>, path = "/v1/search") => {
    if (!token) {
      const basic = Buffer.from(`${SIM_CREDENTIALS.clientId}:${SIM_CREDENTIALS.clientSecret}`).toString("base64");
      const headers = { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" };
      const reply = await fetch(`${api.url}/api/token`, {
        method: "POST",
        headers,
        body: "grant_type=client_credentials",
      });
      token = ((await reply.json()) as { access_token: string }).access_token;
    }
    const url = `${api.url}${path}?${new URLSearchParams(query)}`;
    const reply = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return { status: reply.status, body: (await reply.json()) as Record<string, any> };
  };
  const names = (page: { items: ({ name: string; artists?: { name: string }[] } | null)[] }) =>
    page.items.map((item) => item && `${item.name} / ${item.artists?.[0]?.name ?? ""}`);

  it('answers at most 10 of a type, 5 when no limit is given, and 400 "Invalid limit" above 10', async () => {
    assert.equal((await get({ q: "band", type: "track" })).body.tracks.items.length, 5);
    assert.equal((await get({ q: "band", type: "track", limit: "10" })).body.tracks.items.length, 10);
    const over = await get({ q: "band", type: "track", limit: "11" });
    assert.deepEqual(over, { status: 400, body: { error: { status: 400, message: "Invalid limit" } } });
  });

  it("ranks by relevance and popularity: the famous original first, its covers and karaoke after it", async () => {
    const found = await get({ q: "bohemian rhapsody", type: "track", limit: "10" });
    assert.deepEqual(
      names(found.body.tracks),
      [
        "Bohemian Rhapsody - Remastered 2011 / Queen",
        "Bohemian Rhapsody / Sing2Piano",
        "Bohemian Rhapsody - Karaoke Version / Karaoke Hits Band",
        "Bohemian Rhapsody (A Tribute) / Vitamin String Quartet",
      ],
      "the tracks found, best first",
    );
  });

  it("with a market answers the instance playing there, linked from the one found; else the catalogue's", async () => {
    const [uk, elsewhere] = RELEASED.map(trackUri);
    const inGermany = (await get({ q: "wonderwall", type: "track", market: "DE" })).body.tracks.items;
    assert.deepEqual(
      inGermany.map((t: any) => [t.uri, t.linked_from?.uri, t.is_playable]),
      [[elsewhere, uk, true]],
      "one playable instance, standing for the UK one the ranking found first",
    );
    const anywhere = (await get({ q: "wonderwall", type: "track" })).body.tracks.items;
    assert.deepEqual(
      anywhere.map((t: any) => [t.uri, t.linked_from]),
      [
        [uk, undefined],
        [elsewhere, undefined],
      ],
      "every instance, as the catalogue has them",
    );
    assert.equal((await get({ q: "wonderwall", type: "track", market: "de" })).status, 400, "a market's code");
    const byId = (await get({ market: "DE" }, `/v1/tracks/${uk!.split(":")[2]}`)).body;
    assert.deepEqual([byId.uri, byId.linked_from?.uri], [elsewhere, uk], "a track by its id, relinked in DE");
  });

  it("answers playlists owned by their makers, and null in place of one it will not show", async () => {
    const found = (await get({ q: "road trip", type: "playlist" })).body.playlists.items;
    assert.deepEqual(
      found.map((p: any) => p && [p.name, p.owner.display_name, p.owner.id]),
      [["Road Trip", "anna.k", "annak"], ["Road Trip Classics", "Spotify", "spotify"], null],
      "the playlists found: name, owner's name and id",
    );
  });

  it("refuses with 403 when the app's owner has no Premium, and takes a round trip per request", async () => {
    const trips = world.trips;
    world.ownerPremium = false;
    try {
      const refused = await get({ q: "wonderwall", type: "track" });
      assert.deepEqual(refused, { status: 403, body: { error: { status: 403, message: NOT_PREMIUM } } });
    } finally {
      world.ownerPremium = true;
    }
    assert.equal(world.trips, trips + 1, "one round trip for the one request");
  });
});
