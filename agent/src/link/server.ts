import { randomBytes, randomUUID } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { realClock, type Clock } from "../util/index.ts";
import { AGENT_VERSION } from "../version.ts";
import { MAX_MESSAGE_BYTES } from "./frames.ts";
import { checkPage, checkUpgrade, PAGE_COOKIE } from "./guard.ts";
import { clientHandlers, spoonHandlers, type Handlers, type RequestHandler, type RequestHandlers } from "./handlers.ts";
import { PeerSession, type PeerHost } from "./peer-session.ts";
import type { SpoonConnection } from "./spoon-connection.ts";
import { SpoonSeat, type SpoonClaim } from "./spoon-seat.ts";
import { WebSocketTransport } from "./transport.ts";

/** The request's path without its query (which never carries the token for pages). */
const pathOf = (request: IncomingMessage) => new URL(request.url ?? "/", "http://127.0.0.1").pathname;

/** Beyond this the socket itself refuses to buffer the frame and closes that peer's connection (1009), and no other. */
export const HARD_MESSAGE_BYTES = 128 * 1024 * 1024;
const LOOPBACK = "127.0.0.1";
const log = createLogger("link.server");

/** What the agent itself does for a client (the CLI), by op: reading the desktop, executing a plan. */
export type ClientOps = Map<string, RequestHandler>;

export interface AgentServerOptions {
  port?: number;
  token: string;
  clock?: Clock;
  maxMessageBytes?: number;
  /** Makes the agent's own client ops, given the server (they reach the Spoon through it). */
  clientOps?: (server: AgentServer) => ClientOps;
  /**
   * Makes the agent's answers to the Spoon's own requests (the command bar, `hs.claude.execute`); `ping` is built in.
   */
  spoonHandlers?: (server: AgentServer) => RequestHandlers;
  /** Pages under /runs (the run history), by path; undefined is 404. Served only past checkPage. */
  pages?: (path: string) => Page | undefined;
}

/** A page the agent serves: HTML, or a redirect to another of its paths. */
export type Page = { status: 200; html: string } | { status: 302; location: string };

/**
 * The agent's WebSocket server: loopback only, token in the URL, Host and Origin checked before the
 * upgrade. Emits `spoon.connected` (SpoonConnection) and `spoon.disconnected` (reason).
 */
export class AgentServer extends EventEmitter implements PeerHost {
  readonly agentVersion = AGENT_VERSION;
  readonly session = randomUUID().slice(0, 8);
  /** What the pages' cookie holds: theirs alone, so it can never open the link the way the token does. */
  private readonly pageSecret = randomBytes(32).toString("base64url");
  /** Counts accepted connections: request ids carry it, so no id is ever reused by this agent. */
  private connections = 0;
  private readonly seat = new SpoonSeat((spoon) => this.emit("spoon.connected", spoon));
  private readonly sockets = new Set<WebSocket>();
  /** Set by close(): the connections closed then were not their peers going away. */
  private closing = false;

  private constructor(
    private readonly http: Server,
    private readonly wss: WebSocketServer,
    private readonly options: AgentServerOptions,
  ) {
    super();
  }

  /** Starts listening on 127.0.0.1 (port 0 picks a free one). */
  static async listen(options: AgentServerOptions): Promise<AgentServer> {
    let server: AgentServer | undefined;
    const http = createServer((request, response) => {
      if (server && options.pages && (request.url ?? "").startsWith("/runs")) return server.page(request, response);
      response
        .writeHead(426, { "content-type": "text/plain", connection: "close" })
        .end("hs-claude agent: WebSocket connections only\n");
    });
    const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MESSAGE_BYTES });
    server = new AgentServer(http, wss, options);
    const agent = server;
    http.on("upgrade", (request, socket, head) => agent.upgrade(request, socket, head));
    http.listen(options.port ?? 0, LOOPBACK);
    await once(http, "listening");
    log.info("listening", { url: agent.url });
    return agent;
  }

  get port(): number {
    return (this.http.address() as AddressInfo).port;
  }

  get address(): string {
    return (this.http.address() as AddressInfo).address;
  }

  get stopping(): boolean {
    return this.closing;
  }

  get url(): string {
    return `ws://${LOOPBACK}:${this.port}/`;
  }

  /** The connected Spoon, if any. */
  get spoon(): SpoonConnection | undefined {
    return this.seat.spoon;
  }

  /** Resolves with the Spoon once one is connected; rejects after `timeoutMs`. */
  async waitForSpoon(timeoutMs: number): Promise<SpoonConnection> {
    if (this.spoon) return this.spoon;
    const [connection] = await once(this, "spoon.connected", { signal: AbortSignal.timeout(timeoutMs) }).catch(() => {
      throw new Error(`no Spoon connected within ${timeoutMs} ms: is Hammerspoon running with spoon.Claude:start()?`);
    });
    return connection as SpoonConnection;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const socket of this.sockets) socket.terminate();
    this.wss.close();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  private forClients: Handlers | undefined;
  private forSpoon: Handlers | undefined;

  /** Made on first use: the agent's ops are given the server, which must exist first. */
  get clientHandlers(): Handlers {
    this.forClients ??= clientHandlers(this.options.clientOps?.(this) ?? new Map(), () => this.spoon);
    return this.forClients;
  }

  get spoonHandlers(): Handlers {
    this.forSpoon ??= spoonHandlers(this.options.spoonHandlers?.(this) ?? new Map());
    return this.forSpoon;
  }

  get maxMessageBytes(): number {
    return this.options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  }

  /** Called by a session when its peer says hello as the Spoon: the role is claimed once (see SpoonSeat). */
  claimSpoon(claim: SpoonClaim): void {
    this.seat.claim(claim);
  }

  releaseSpoon(connection: SpoonConnection, reason: string): void {
    if (this.seat.release(connection)) this.emit("spoon.disconnected", reason);
  }

  /**
   * A page request: checked like a connection (Host, Origin, token), answered with the page or a plain
   * refusal. A page that fails (a runs folder that is a file, a report that cannot be read) is a 500
   * naming the problem, and the agent goes on.
   */
  private page(request: IncomingMessage, response: ServerResponse): void {
    const plain = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
    try {
      this.answerPage(request, response, plain);
    } catch (error) {
      const said = `could not show ${pathOf(request)}: ${messageOf(error)}`.replaceAll(this.options.token, "[token]");
      log.warn("page failed", { error: said });
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { ...plain, "x-content-type-options": "nosniff" }).end(`${said}\n`);
    }
  }

  private answerPage(request: IncomingMessage, response: ServerResponse, plain: Record<string, string>): void {
    const verdict = checkPage(request, this.port, this.options.token, this.pageSecret);
    if (!verdict.ok) {
      log.info("page refused", { path: pathOf(request), status: verdict.status, reason: verdict.reason });
      response.writeHead(verdict.status, plain).end(`${verdict.reason}\n`);
      return;
    }
    const page = this.options.pages!(pathOf(request));
    const headers: Record<string, string> = {
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
      ...(verdict.setCookie
        ? { "set-cookie": `${PAGE_COOKIE}=${this.pageSecret}; HttpOnly; SameSite=Strict; Path=/runs` }
        : {}),
    };
    if (!page) response.writeHead(404, { ...headers, ...plain }).end("no such page\n");
    else if (page.status === 302) response.writeHead(302, { ...headers, location: page.location }).end();
    else response.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8" }).end(page.html);
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A peer that resets while we answer must not take the agent down.
    socket.on("error", (error) => log.debug("upgrade socket error", { error: error.message }));
    const verdict = checkUpgrade(request, this.port, this.options.token);
    if (!verdict.ok) {
      log.warn("upgrade refused", {
        status: verdict.status,
        reason: verdict.reason,
        remote: request.socket.remoteAddress,
      });
      const text = { 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden" }[verdict.status];
      const body = `${verdict.reason}\n`;
      socket.end(
        `HTTP/1.1 ${verdict.status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      this.sockets.add(ws);
      ws.on("close", () => this.sockets.delete(ws));
      const session = new PeerSession(new WebSocketTransport(ws), this, {
        clock: this.options.clock ?? realClock,
        idPrefix: `${this.session}.${++this.connections}`,
      });
      session.start().catch((error: Error) => log.warn("peer connection did not start", { error: error.message }));
    });
  }
}
