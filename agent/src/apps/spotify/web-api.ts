// Spotify's Web API, the part a search needs: a client-credentials token (POST <accounts>/api/token), kept until it
// expires, and GET <api>/v1/search in the person's market, at most 10 of each type (Development Mode's limit since
// February 2026). Every request is bounded by a timeout; this is the one layer that retries, and only reads: a
// timeout, a lost connection, a 5xx or a 429 (after its Retry-After) once, a 401 once with a new token.
import * as z from "zod";
import { rememberSecret, withoutCredentials } from "../../util/index.ts";
import { SearchAnswer, TrackAnswer, type Found, type FoundTrack } from "./search-answer.ts";

/** Where the API is and who asks: config.json's `apps.spotify` (or the environment), the addresses defaulted. */
export interface WebApiSettings {
  clientId: string;
  clientSecret: string;
  accountsUrl: string;
  apiUrl: string;
  /** The market searches ask for (credentials.ts says where it comes from); none: the catalogue's instances. */
  market?: string;
}

/** What the client needs of the world: a clock (ms), a wait, a timeout's signal; real ones by default. */
export interface WebApiWorld {
  now(): number;
  sleep(seconds: number): Promise<void>;
  timeout(ms: number): AbortSignal;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

const TIMEOUT_MS = 10_000;
/** The most results of a type a search may ask for: above it, Development Mode answers 400 "Invalid limit". */
export const SEARCH_LIMIT = 10;
/** A Retry-After longer than this is not waited out: the person hears when to try again. */
const LONGEST_WAIT_S = 10;

const TokenReply = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.number() });

/** One HTTP exchange's outcome: a status and body, or no answer at all (timed out, connection lost). */
type Reply = { status: number; body: unknown; retryAfter: number | undefined } | { lost: string };

async function exchange(url: string, init: RequestInit, signal: AbortSignal): Promise<Reply> {
  try {
    const response = await fetch(url, { ...init, signal });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's page): kept as text, told as what it is.
    }
    const after = Number(response.headers.get("retry-after"));
    return { status: response.status, body, retryAfter: Number.isFinite(after) && after >= 0 ? after : undefined };
  } catch (error) {
    const name = (error as Error).name;
    return {
      lost: name === "TimeoutError" || name === "AbortError" ? "did not answer in time" : "could not be reached",
    };
  }
}

/** The message of an error body: the Web API's {"error": {"message"}}, the accounts service's error_description. */
function whyOf(body: unknown): string {
  const error = (body as { error?: unknown; error_description?: unknown } | null)?.error;
  const nested = (error as { message?: unknown } | undefined)?.message;
  const described = (body as { error_description?: unknown } | null)?.error_description;
  const why = [nested, described, error].find((value) => typeof value === "string");
  // A service may echo the request it was sent, Authorization header and all.
  return typeof why === "string" ? withoutCredentials(why) : "no reason given";
}

/** What a refusal for want of Premium tells: what Development Mode needs, and what the person can do. */
const premiumNeeded = (why: string) =>
  `Spotify's Web API refused (${why}): since February 2026 an app in Development Mode works only while the ` +
  "account that owns it (at developer.spotify.com/dashboard) has Spotify Premium. Subscribe that account to Premium, " +
  "or put the clientId and clientSecret of an app a Premium account owns in config.json's apps.spotify; " +
  "a spotify: URI plays without the Web API";

/** Whether a refusal is Development Mode's for an owner without Premium (a 403, or inside the accounts' error). */
const forPremium = (why: string) => /premium/i.test(why);

export class SpotifyWebApi {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(
    readonly settings: WebApiSettings,
    private readonly world: WebApiWorld = {
      now: () => Date.now(),
      sleep: (seconds) => new Promise((done) => setTimeout(done, seconds * 1000)),
      timeout: (ms) => AbortSignal.timeout(ms),
    },
  ) {
    rememberSecret(settings.clientSecret);
  }

  /** Tracks, albums and playlists the catalogue finds for `q` (Spotify's search syntax), at most `limit` of each. */
  async search(q: string, limit: number, sleep = this.world.sleep): Promise<Answer<Found>> {
    if (!(limit >= 1 && limit <= SEARCH_LIMIT))
      throw new RangeError(`a search limit of ${limit}: 1 to ${SEARCH_LIMIT}`);
    const url = new URL("/v1/search", this.settings.apiUrl);
    const { market } = this.settings;
    const asked = { q, type: "track,album,playlist", limit: String(limit), ...(market ? { market } : {}) };
    url.search = new URLSearchParams(asked).toString();
    const reply = await this.read(url, sleep);
    if (!reply.ok) return reply;
    const parsed = SearchAnswer.safeParse(reply.value);
    if (!parsed.success) return { ok: false, message: "Spotify's Web API answered a search with something unreadable" };
    return { ok: true, value: parsed.data };
  }

  /** One track by its URI (GET /v1/tracks/{id}): its name and artists, as the catalogue has that instance. */
  async track(uri: string, sleep = this.world.sleep): Promise<Answer<FoundTrack>> {
    const id = /^spotify:track:([A-Za-z0-9]+)$/.exec(uri)?.[1];
    if (id === undefined) throw new RangeError(`not a track's URI: ${uri}`);
    const reply = await this.read(new URL(`/v1/tracks/${id}`, this.settings.apiUrl), sleep);
    if (!reply.ok) return reply;
    const parsed = TrackAnswer.safeParse(reply.value);
    if (!parsed.success) return { ok: false, message: "Spotify's Web API answered a track with something unreadable" };
    return { ok: true, value: parsed.data };
  }

  /** A GET of the Web API with the token (see withRetry for what is tried again). */
  private read(url: URL, sleep: (seconds: number) => Promise<void>): Promise<Answer<unknown>> {
    return this.withRetry(sleep, async () => {
      const token = await this.bearer();
      if ("lost" in token) return { ok: true, value: token };
      if (!token.ok) return token;
      const headers = { Authorization: `Bearer ${token.value}` };
      return { ok: true, value: await exchange(url.href, { headers }, this.signal()) };
    });
  }

  /** The token, fetched when there is none or it is about to expire (within a minute). */
  private async bearer(): Promise<Answer<string> | { lost: string }> {
    if (this.token && this.token.expiresAt - 60_000 > this.world.now()) return { ok: true, value: this.token.value };
    const { clientId, clientSecret, accountsUrl } = this.settings;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
    const init: RequestInit = {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    };
    const reply = await exchange(new URL("/api/token", accountsUrl).href, init, this.signal());
    if ("lost" in reply) return reply;
    if (reply.status >= 400 && forPremium(whyOf(reply.body)))
      return { ok: false, message: premiumNeeded(whyOf(reply.body)) };
    if (reply.status === 400 || reply.status === 401)
      return {
        ok: false,
        message:
          `Spotify refused the client id and secret (${whyOf(reply.body)}): check apps.spotify in config.json ` +
          "against your app at developer.spotify.com/dashboard",
      };
    const token = TokenReply.safeParse(reply.body);
    if (reply.status !== 200 || !token.success)
      return { ok: false, message: `Spotify's accounts service answered ${reply.status}: ${whyOf(reply.body)}` };
    this.token = { value: token.data.access_token, expiresAt: this.world.now() + token.data.expires_in * 1000 };
    return { ok: true, value: this.token.value };
  }

  private signal(): AbortSignal {
    return this.world.timeout(TIMEOUT_MS);
  }

  /** A read, tried again once when a second try may succeed; what is left is told, never thrown. */
  private async withRetry(
    sleep: (seconds: number) => Promise<void>,
    read: () => Promise<Answer<Reply>>,
  ): Promise<Answer<unknown>> {
    for (let attempt = 1; ; attempt++) {
      const tried = await read();
      if (!tried.ok) return tried;
      const reply = tried.value;
      const last = attempt === 2;
      if ("lost" in reply) {
        // A lost answer to a read loses nothing: ask once more.
        if (!last) continue;
        return { ok: false, message: `Spotify's Web API ${reply.lost}: try again in a moment` };
      }
      if (reply.status === 200) return { ok: true, value: reply.body };
      if (reply.status === 401 && !last) {
        // The token expired or was revoked early: a new one, once.
        this.token = undefined;
        continue;
      }
      if (reply.status === 429) {
        const wait = reply.retryAfter ?? 1;
        // A short wait the server asked for is waited out once; a long one is the person's to wait.
        if (!last && wait <= LONGEST_WAIT_S) {
          await sleep(wait);
          continue;
        }
        return { ok: false, message: `Spotify's Web API is limiting requests: try again in ${Math.ceil(wait)} s` };
      }
      // A server error may pass: once more.
      if (reply.status >= 500 && !last) continue;
      if (reply.status === 403 && forPremium(whyOf(reply.body)))
        return { ok: false, message: premiumNeeded(whyOf(reply.body)) };
      return { ok: false, message: `Spotify's Web API answered ${reply.status}: ${whyOf(reply.body)}` };
    }
  }
}
