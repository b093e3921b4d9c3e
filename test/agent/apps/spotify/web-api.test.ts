import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Config } from "../../../../agent/src/store/index.ts";
import { createLogger, setLogSink, type LogRecord } from "../../../../agent/src/log/index.ts";
import { NO_CREDENTIALS, webApiSettings } from "../../../../agent/src/apps/spotify/credentials.ts";
import { SpotifyWebApi, type WebApiWorld } from "../../../../agent/src/apps/spotify/web-api.ts";
import { choose } from "../../../../agent/src/apps/spotify/choice.ts";
import { SIM_CREDENTIALS, SpotifyWebApiDouble } from "../../../sim/apps/spotify/web-api.ts";
import { trackUri } from "../../../sim/apps/spotify/catalogue.ts";

const LIBRARY = [
  { name: "Bohemian Rhapsody", artist: "Queen", album: "A Night at the Opera" },
  { name: "Bohemian Rhapsody", artist: "Panic! At The Disco", album: "Suicide Squad" },
];

describe("Spotify's Web API client against its double", () => {
  let api: SpotifyWebApiDouble;
  before(async () => (api = await SpotifyWebApiDouble.start(() => ({ library: LIBRARY }))));
  after(() => api.close());

  let clock = 0;
  const waited: number[] = [];
  const world = (timedOut = false): WebApiWorld => ({
    now: () => clock,
    sleep: async (s) => void waited.push(s),
    timeout: () =>
      timedOut ? AbortSignal.abort(new DOMException("late", "TimeoutError")) : new AbortController().signal,
  });
  const client = (secret = SIM_CREDENTIALS.clientSecret, w = world()) =>
    new SpotifyWebApi({ ...SIM_CREDENTIALS, clientSecret: secret, accountsUrl: api.url, apiUrl: api.url }, w);

  it("gets a token by Basic auth, keeps it until it expires, and searches with it", async () => {
    api.requests.length = 0;
    const spotify = client();
    const found = await spotify.search("bohemian rhapsody", 10);
    await spotify.search("queen", 10);
    assert.deepEqual(
      api.requests.map((r) => r.path),
      ["/api/token", "/v1/search", "/v1/search"],
      "the requests made: one token for both searches",
    );
    assert.equal(api.requests[0]!.body, "grant_type=client_credentials");
    assert.equal(api.requests[1]!.query.type, "track,album,playlist");
    assert.ok(found.ok && found.value.tracks.length === 2);
    assert.equal(found.ok && found.value.tracks[0]!.uri, trackUri(LIBRARY[0]!));
    clock += 3600_000;
    await spotify.search("queen", 10);
    assert.equal(api.requests.filter((r) => r.path === "/api/token").length, 2);
  });

  it("two artists' items of the exact name are a question; 'by' picks one", async () => {
    const found = await client().search("bohemian rhapsody", 10);
    assert.ok(found.ok);
    const asked = choose({ name: "bohemian rhapsody" }, found.value);
    assert.ok("ask" in asked && asked.ask.length === 2);
    assert.deepEqual(
      asked.ask[1]!.commands,
      [{ type: "spotify_play", uri: trackUri(LIBRARY[1]!) }],
      "the second offer",
    );
    const picked = choose({ name: "bohemian rhapsody", by: "queen" }, found.value);
    assert.ok("play" in picked && picked.play.commands[0].uri === trackUri(LIBRARY[0]!));
  });

  it("a 401 gets a new token once; a refused secret says what to check", async () => {
    const spotify = client();
    await spotify.search("queen", 10);
    api.revokeTokens();
    assert.ok((await spotify.search("queen", 10)).ok);
    const refused = await client("wrong").search("queen", 10);
    assert.ok(
      !refused.ok && /refused the client id and secret \(Invalid client\).*apps\.spotify/.test(refused.message),
    );
  });

  it("an accounts service echoing its request leaks no credential into the message or the log", async () => {
    const { clientId, clientSecret } = SIM_CREDENTIALS;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
    const echoed = `invalid request: Authorization: Basic ${basic}; body client_secret=${clientSecret}&grant_type=x`;
    api.reply({ status: 400, body: { error: "invalid_request", error_description: echoed } });
    const logs: LogRecord[] = [];
    const restore = setLogSink((record) => logs.push(record));
    try {
      const refused = await client().search("queen", 10);
      assert.ok(!refused.ok);
      createLogger("test.spotify").warn("search failed", { reason: refused.message, echoed });
      const told = JSON.stringify({ message: refused.message, logs });
      for (const secret of [basic, clientSecret]) assert.ok(!told.includes(secret), `${secret} leaked: ${told}`);
      assert.match(refused.message, /Authorization: Basic \[redacted\]; body client_secret=\[redacted\]&grant_type=x/);
    } finally {
      restore();
    }
  });

  it("a 429 waits its Retry-After once; a long one is told, not waited", async () => {
    const limited = { status: 429, body: { error: { status: 429, message: "API rate limit exceeded" } } };
    const spotify = client();
    await spotify.search("queen", 10);
    waited.length = 0;
    api.reply({ ...limited, headers: { "retry-after": "2" } });
    assert.ok((await spotify.search("queen", 10)).ok);
    assert.deepEqual(waited, [2], "the seconds waited before the retry");
    api.reply({ ...limited, headers: { "retry-after": "120" } });
    const told = await spotify.search("queen", 10);
    assert.ok(!told.ok && /limiting requests: try again in 120 s/.test(told.message));
  });

  it("a search that times out is tried once more, then told", async () => {
    const spotify = client(SIM_CREDENTIALS.clientSecret, world(true));
    const told = await spotify.search("queen", 10);
    assert.ok(!told.ok && /did not answer in time/.test(told.message));
  });

  it("without credentials there are no settings, and the message names config.json's apps.spotify", () => {
    assert.equal(webApiSettings(Config.parse({}), {}), undefined);
    assert.match(NO_CREDENTIALS, /"apps": \{"spotify": \{"clientId".*config\.json.*"play X on music"/);
    const fromEnv = webApiSettings(Config.parse({}), { SPOTIFY_CLIENT_ID: "a", SPOTIFY_CLIENT_SECRET: "b" });
    assert.equal(fromEnv?.apiUrl, "https://api.spotify.com");
  });
});
