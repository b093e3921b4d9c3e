import type { WebSocket } from "ws";
import { describeIssues } from "../contract/issues.ts";
import {
  INBOUND_TYPES,
  Inbound,
  PROTOCOL_VERSION,
  type ClientHello,
  type Hello,
  type Outbound,
  type Request,
  type WireError,
} from "../contract/wire.ts";
import { createLogger } from "../log/index.ts";
import type { Clock } from "../util/clock.ts";
import {
  isExpected,
  messageOf,
  notConnected,
  OpRefused,
  ProtocolError,
  SpoonError,
  SpoonFailed,
} from "../errors/index.ts";
import type { AgentServer } from "./server.ts";
import { SpoonConnection } from "./spoon-connection.ts";

const log = createLogger("link.peer");

/** How long a relayed request may wait for the Spoon; the client's own timeout is usually shorter (a chooser waits for a person). */
export const RELAY_TIMEOUT_MS = 300_000;
/**
 * What a client may ask of the Spoon directly: reads and questions to the person. Anything that
 * changes the desktop goes through the agent's own `execute`, which checks the plan and asks first.
 */
export const RELAYED_OPS = new Set(["snapshot", "list_apps", "list_tabs", "choose"]);

/** What a client is told when its request failed in the agent: expected failures as refusals, bugs as failures (logged). */
function asWireFailure(error: unknown): SpoonError {
  if (isExpected(error)) return new OpRefused(error.message);
  log.error("a client request failed inside the agent", { errorType: "internal", error: messageOf(error) });
  return new SpoonFailed(`the agent failed: ${messageOf(error)}`);
}

/** Requests the Spoon may send the agent, answered here. */
const AGENT_OPS = new Map<string, () => unknown>([["ping", () => ({ pong: true })]]);

/**
 * One accepted WebSocket: waits for hello, then routes each validated message. A Spoon's requests
 * are answered by the agent; a client's are relayed to the Spoon once, never retried. Bad input is
 * answered with an error, never fatal to the server or to other peers.
 */
export class PeerSession {
  private spoon: SpoonConnection | undefined;
  private role: "spoon" | "client" | undefined;
  private helloTimer: unknown;

  constructor(
    private readonly ws: WebSocket,
    private readonly server: AgentServer,
    private readonly clock: Clock,
    private readonly agentVersion: string,
    /** Prefix of the ids of requests sent on this connection: unique for the agent's life. */
    private readonly idPrefix: string,
  ) {}

  start(helloTimeoutMs: number): void {
    this.helloTimer = this.clock.setTimeout(() => {
      if (!this.role) this.ws.close(4001, "no hello received");
    }, helloTimeoutMs);
    this.ws.on("message", (data) => {
      try {
        this.receive(Buffer.isBuffer(data) ? data : Buffer.concat(data as Buffer[]));
      } catch (error) {
        log.error("message handling failed", { error: (error as Error).message });
        this.refuse({ code: "bad_message", message: "the agent could not handle this message" });
      }
    });
    this.ws.on("error", (error) => log.warn("peer socket error", { error: error.message }));
    this.ws.on("close", (code, reason) => this.closed(`${code} ${reason.toString()}`.trim()));
  }

  private reply(message: Outbound): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  private refuse(error: WireError, id?: string): void {
    log.warn("bad message from peer", { code: error.code, reason: error.message });
    this.reply({ v: PROTOCOL_VERSION, type: "error", ...(id ? { id } : {}), error });
  }

  private receive(data: Buffer): void {
    if (data.length > this.server.maxMessageBytes) {
      this.refuse({
        code: "bad_message",
        message: `message too large: ${data.length} bytes; the limit is ${this.server.maxMessageBytes}`,
      });
      return;
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(data.toString("utf8"));
    } catch (error) {
      this.refuse({ code: "bad_message", message: `not JSON: ${(error as Error).message}` });
      return;
    }
    const parsed = Inbound.safeParse(decoded);
    if (!parsed.success) {
      const type = (decoded as { type?: unknown } | null)?.type;
      const known = (INBOUND_TYPES as readonly unknown[]).includes(type);
      const message = known
        ? `${String(type)}: ${describeIssues(parsed.error)}`
        : `unknown message type ${JSON.stringify(type)}; valid: ${INBOUND_TYPES.join(", ")}`;
      const id = (decoded as { id?: unknown } | null)?.id;
      this.refuse({ code: "bad_message", message }, typeof id === "string" ? id : undefined);
      return;
    }
    this.route(parsed.data);
  }

  private route(message: Inbound): void {
    if (message.type === "hello") return this.greet(message);
    if (!this.role) return this.refuse({ code: "not_ready", message: "say hello first" });
    if (message.type === "request") return this.role === "spoon" ? this.answer(message) : void this.relay(message);
    if (!this.spoon)
      return this.refuse({ code: "bad_message", message: `a ${message.type} was not expected from a client` });
    if (message.type === "response") return this.spoon.settle(message);
    log.warn("the Spoon reported an error", { id: message.id, error: message.error });
    if (message.id) this.spoon.settleWithError(message.id, message.error.code, message.error.message);
  }

  private greet(hello: Hello | ClientHello): void {
    if (this.role)
      return this.refuse({ code: "bad_message", message: "hello was already received on this connection" });
    this.clock.clearTimeout(this.helloTimer);
    this.role = hello.role;
    this.reply({ v: PROTOCOL_VERSION, type: "welcome", agent: this.agentVersion, session: this.server.session });
    if (hello.role === "client") return log.info("client connected", { name: hello.name });
    this.spoon = new SpoonConnection(this.ws, hello, this.idPrefix, this.clock);
    log.info("spoon connected", { name: hello.name, version: hello.version, ops: hello.ops });
    this.server.adoptSpoon(this.spoon);
  }

  private answer(request: Request): void {
    const handler = AGENT_OPS.get(request.op);
    if (!handler) {
      const error: WireError = {
        code: "unknown_op",
        message: `unknown operation ${request.op}; valid: ${[...AGENT_OPS.keys()].join(", ")}`,
      };
      this.reply({ v: PROTOCOL_VERSION, type: "response", id: request.id, ok: false, error });
      return;
    }
    this.reply({ v: PROTOCOL_VERSION, type: "response", id: request.id, ok: true, result: handler() });
  }

  private async relay(request: Request): Promise<void> {
    try {
      const own = this.server.clientOps.get(request.op);
      const result = own ? await own(request.params) : await this.relayToSpoon(request);
      this.reply({ v: PROTOCOL_VERSION, type: "response", id: request.id, ok: true, result });
    } catch (error) {
      const failure = error instanceof SpoonError ? error : asWireFailure(error);
      this.reply({
        v: PROTOCOL_VERSION,
        type: "response",
        id: request.id,
        ok: false,
        error: { code: failure.code, message: failure.message },
      });
    }
  }

  private relayToSpoon(request: Request): Promise<unknown> {
    if (!RELAYED_OPS.has(request.op)) {
      const valid = [...this.server.clientOps.keys(), ...RELAYED_OPS].join(", ");
      throw new ProtocolError(
        "unknown_op",
        `${request.op} is not available to clients; valid: ${valid} (changes go through execute, which checks the plan and asks first)`,
      );
    }
    const spoon = this.server.spoon;
    if (!spoon) throw notConnected();
    return spoon.call(request.op, request.params, RELAY_TIMEOUT_MS);
  }

  private closed(reason: string): void {
    this.clock.clearTimeout(this.helloTimer);
    if (!this.spoon) return;
    this.spoon.markClosed(reason);
    this.server.releaseSpoon(this.spoon, reason);
  }
}
