// A double of Spotify's Web API on a real socket (127.0.0.1), speaking its wire format: the client-credentials token
// (POST /api/token, Basic auth of the client id and secret) and the search (GET /v1/search?q&type&limit, Bearer),
// which searches the simulated Spotify's library: an item matches when each word of q (and each artist:, track:,
// album: filter) is in its names, in library order; items carry the URIs catalogue.ts derives.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { albumsOf, albumUri, playlistUri, trackUri, type LibraryItem, type Playlist } from "./catalogue.ts";

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

type Catalogue = () => { library: LibraryItem[]; playlists?: Playlist[] } | undefined;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
const has = (haystack: string, needle: string) => words(haystack).join(" ").includes(words(needle).join(" "));

/** q's filters (artist:"x y", track:x) and its free words. */
function parseQuery(q: string): { filters: [string, string][]; free: string[] } {
  const filters: [string, string][] = [];
  const rest = q.replace(/\b(artist|track|album):(?:"([^"]*)"|(\S+))/gi, (_all, field: string, quoted, bare) => {
    filters.push([field.toLowerCase(), (quoted ?? bare) as string]);
    return " ";
  });
  return { filters, free: words(rest) };
}

function matches(q: string, fields: { track?: string; artist: string; album?: string; name: string }): boolean {
  const { filters, free } = parseQuery(q);
  const all = [fields.name, fields.artist, fields.album ?? ""].join(" ");
  const filtered = filters.every(([field, value]) => {
    const text = fields[field as "track" | "artist" | "album"];
    return text !== undefined && has(text, value);
  });
  return filtered && free.every((word) => has(all, word));
}

export class SpotifyWebApiDouble {
  readonly requests: WebApiRequest[] = [];
  private readonly script: ScriptedReply[] = [];
  private readonly tokens = new Set<string>();

  private constructor(
    private readonly http: Server,
    private readonly catalogue: Catalogue,
  ) {}

  static async start(catalogue: Catalogue): Promise<SpotifyWebApiDouble> {
    const http = createServer();
    const double = new SpotifyWebApiDouble(http, catalogue);
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
    const scripted = this.script.shift();
    const reply =
      scripted ??
      (url.pathname === "/api/token" && req.method === "POST"
        ? this.token(req, body)
        : url.pathname === "/v1/search" && req.method === "GET"
          ? this.search(req, query)
          : { status: 404, body: { error: { status: 404, message: "Service not found" } } });
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

  private search(req: IncomingMessage, query: Record<string, string>): ScriptedReply {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer) return { status: 401, body: { error: { status: 401, message: "No token provided" } } };
    if (!this.tokens.has(bearer))
      return { status: 401, body: { error: { status: 401, message: "The access token expired" } } };
    const q = query.q ?? "";
    if (q.trim() === "") return { status: 400, body: { error: { status: 400, message: "No search query" } } };
    const types = (query.type ?? "").split(",");
    const limit = Math.min(Math.max(Number(query.limit ?? 20) || 20, 1), 50);
    const { library = [], playlists = [] } = this.catalogue() ?? {};
    const page = <T>(items: T[]) => ({ items: items.slice(0, limit), limit, offset: 0, total: items.length });
    const answer: Record<string, unknown> = {};
    if (types.includes("track")) {
      const found = library.filter((t) => matches(q, { ...t, track: t.name }));
      answer.tracks = page(
        found.map((t) => ({
          name: t.name,
          uri: trackUri(t),
          artists: [{ name: t.artist }],
          album: { name: t.album, uri: albumUri(t), artists: [{ name: t.artist }] },
        })),
      );
    }
    if (types.includes("album")) {
      const found = albumsOf(library).filter((a) => matches(q, { name: a.album, album: a.album, artist: a.artist }));
      answer.albums = page(found.map((a) => ({ name: a.album, uri: albumUri(a), artists: [{ name: a.artist }] })));
    }
    if (types.includes("playlist")) {
      const found = playlists.filter((p) => matches(q, { name: p.name, artist: "" }));
      answer.playlists = page(
        found.map((p) => ({ name: p.name, uri: playlistUri(p), owner: { display_name: "Spotify" } })),
      );
    }
    return { status: 200, body: answer };
  }
}
