// A double of Spotify's Web API on a real socket (127.0.0.1), speaking its wire format and its Development Mode rules
// (2026): the client-credentials token (POST /api/token, Basic auth of the client id and secret), the search (GET
// /v1/search?q&type&limit&market, Bearer) over the simulated Spotify's catalogue (web-search.ts) and a track by its id
// (GET /v1/tracks/{id}?market). `limit` is at most 10 (default 5) and 400 "Invalid limit" above it; an app whose owner
// has no Premium is refused with a 403; each round trip takes the simulated Mac's network time (its `world`).
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServiceWorld } from "../app-model.ts";
import type { LibraryItem, Playlist } from "./catalogue.ts";
import { searchAnswer, trackAnswer, type Catalogue } from "./web-search.ts";

/** The credentials the double accepts: what a --sim run puts in its config (apps.spotify). */
export const SIM_CREDENTIALS = { clientId: "sim-spotify-client", clientSecret: "sim-spotify-secret" };

/** A reply a test makes the double give to the next request, in place of its own. */
export interface ScriptedReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface WebApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: string;
}

/**
 * What the double answers from, read at each request: the simulated Spotify's catalogue (its state) and, on a
 * simulated Mac, the world around it (web-services.ts): the network's round trip, whether the app's owner has Premium.
 */
export type Served = () => { library?: LibraryItem[]; playlists?: Playlist[]; world?: ServiceWorld } | undefined;

/**
 * Development Mode's search limits since February 2026: "max 50→10, default 20→5" (rinukkusu/spotify-dart#248), a
 * limit above 10 answered 400 "Invalid limit" (bjarneo/cliamp#315).
 */
export const SEARCH_LIMIT = { max: 10, default: 5 };
/** The 403 every Development Mode call gets when the app's owner has no Premium (zmb3/spotify#301). */
export const NOT_PREMIUM = "Active premium subscription required for the owner of the app";

const failure = (status: number, message: string): ScriptedReply => ({ status, body: { error: { status, message } } });

export class SpotifyWebApiDouble {
  readonly requests: WebApiRequest[] = [];
  private readonly script: ScriptedReply[] = [];
  private readonly tokens = new Set<string>();

  private constructor(
    private readonly http: Server,
    private readonly served: Served,
  ) {}

  static async start(served: Served): Promise<SpotifyWebApiDouble> {
    const http = createServer();
    const double = new SpotifyWebApiDouble(http, served);
    http.on("request", (req, res) => void double.handle(req, res));
    http.listen(0, "127.0.0.1");
    await once(http, "listening");
    return double;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  /** The next requests get these replies, in order, whatever they ask. */
  reply(...replies: ScriptedReply[]): this {
    this.script.push(...replies);
    return this;
  }

  /** Every token issued so far stops working (as one that expired): the next search gets a 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  async close(): Promise<void> {
    this.http.closeAllConnections();
    await new Promise((done) => this.http.close(done));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    const url = new URL(req.url ?? "/", this.url);
    const query = Object.fromEntries(url.searchParams);
    this.requests.push({ method: req.method ?? "", path: url.pathname, query, headers: req.headers, body });
    // The answer arrives a network round trip later, on the simulated Mac's clock.
    this.served()?.world?.roundTrip();
    const scripted = this.script.shift();
    const reply =
      scripted ??
      (url.pathname === "/api/token" && req.method === "POST"
        ? this.token(req, body)
        : req.method === "GET" && url.pathname === "/v1/search"
          ? this.api(req, query, (served) => this.search(query, served))
          : req.method === "GET" && url.pathname.startsWith("/v1/tracks/")
            ? this.api(req, query, (served) => this.track(url.pathname.slice("/v1/tracks/".length), query, served))
            : failure(404, "Service not found"));
    res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
    res.end(JSON.stringify(reply.body));
  }

  private token(req: IncomingMessage, body: string): ScriptedReply {
    const { clientId, clientSecret } = SIM_CREDENTIALS;
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (new URLSearchParams(body).get("grant_type") !== "client_credentials")
      return {
        status: 400,
        body: { error: "unsupported_grant_type", error_description: "grant_type parameter is missing" },
      };
    if (req.headers.authorization !== basic)
      return { status: 400, body: { error: "invalid_client", error_description: "Invalid client" } };
    const token = `sim-token-${this.tokens.size + 1}-${this.requests.length}`;
    this.tokens.add(token);
    return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: 3600 } };
  }

  /** A Web API request: its token checked, the app's owner's Premium, the market asked for; then `answer`. */
  private api(
    req: IncomingMessage,
    query: Record<string, string>,
    answer: (served: Catalogue) => ScriptedReply,
  ): ScriptedReply {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer) return failure(401, "No token provided");
    if (!this.tokens.has(bearer)) return failure(401, "The access token expired");
    const served = this.served();
    if (served?.world?.ownerPremium === false) return failure(403, NOT_PREMIUM);
    if (query.market !== undefined && !/^[A-Z]{2}$/.test(query.market)) return failure(400, "Invalid market code");
    return answer({ library: served?.library ?? [], playlists: served?.playlists ?? [] });
  }

  /** GET /v1/tracks/{id}: the track, relinked when a market is given; 404 for an id the catalogue lacks. */
  private track(id: string, query: Record<string, string>, catalogue: Catalogue): ScriptedReply {
    const found = trackAnswer(`spotify:track:${id}`, query.market, catalogue.library);
    if (found === undefined) return failure(/^[A-Za-z0-9]{22}$/.test(id) ? 404 : 400, "Invalid base62 id");
    return { status: 200, body: found };
  }

  private search(query: Record<string, string>, catalogue: Catalogue): ScriptedReply {
    const q = query.q ?? "";
    if (q.trim() === "") return failure(400, "No search query");
    const limit = query.limit === undefined ? SEARCH_LIMIT.default : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 0 || limit > SEARCH_LIMIT.max) return failure(400, "Invalid limit");
    const types = (query.type ?? "").split(",");
    return { status: 200, body: searchAnswer({ q, types, limit, market: query.market }, catalogue) };
  }
}
