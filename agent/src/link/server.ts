import { randomUUID } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { createLogger } from "../log/index.ts";
import { realClock, type Clock } from "../util/index.ts";
import { AGENT_VERSION } from "../version.ts";
import { MAX_MESSAGE_BYTES } from "./frames.ts";
import { checkUpgrade } from "./guard.ts";
import { clientHandlers, spoonHandlers, type Handlers, type RequestHandler, type RequestHandlers } from "./handlers.ts";
import { PeerSession, type PeerHost } from "./peer-session.ts";
import type { SpoonConnection } from "./spoon-connection.ts";
import { WebSocketTransport } from "./transport.ts";

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
}

/**
 * The agent's WebSocket server: loopback only, token in the URL, Host and Origin checked before the
 * upgrade. Emits `spoon.connected` (SpoonConnection) and `spoon.disconnected` (reason).
 */
export class AgentServer extends EventEmitter implements PeerHost {
  readonly agentVersion = AGENT_VERSION;
  readonly session = randomUUID().slice(0, 8);
  /** Counts accepted connections: request ids carry it, so no id is ever reused by this agent. */
  private connections = 0;
  private current: SpoonConnection | undefined;
  private readonly sockets = new Set<WebSocket>();

  private constructor(
    private readonly http: Server,
    private readonly wss: WebSocketServer,
    private readonly options: AgentServerOptions,
  ) {
    super();
  }

  /** Starts listening on 127.0.0.1 (port 0 picks a free one). */
  static async listen(options: AgentServerOptions): Promise<AgentServer> {
    const http = createServer((_req, res) => {
      res
        .writeHead(426, { "content-type": "text/plain", connection: "close" })
        .end("hs-claude agent: WebSocket connections only\n");
    });
    const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MESSAGE_BYTES });
    const server = new AgentServer(http, wss, options);
    http.on("upgrade", (request, socket, head) => server.upgrade(request, socket, head));
    http.listen(options.port ?? 0, LOOPBACK);
    await once(http, "listening");
    log.info("listening", { url: server.url });
    return server;
  }

  get port(): number {
    return (this.http.address() as AddressInfo).port;
  }

  get address(): string {
    return (this.http.address() as AddressInfo).address;
  }

  get url(): string {
    return `ws://${LOOPBACK}:${this.port}/`;
  }

  /** The connected Spoon, if any. */
  get spoon(): SpoonConnection | undefined {
    return this.current?.isOpen ? this.current : undefined;
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

  /** Called by a session when its peer says hello as the Spoon: the newest Spoon wins. */
  adoptSpoon(connection: SpoonConnection): void {
    if (this.current?.isOpen) {
      log.info("a newer Spoon connection replaces the previous one");
      this.current.close(4000, "replaced by a newer Spoon connection");
    }
    this.current = connection;
    this.emit("spoon.connected", connection);
  }

  releaseSpoon(connection: SpoonConnection, reason: string): void {
    if (this.current !== connection) return;
    this.current = undefined;
    this.emit("spoon.disconnected", reason);
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
