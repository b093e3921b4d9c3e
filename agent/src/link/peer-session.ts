import { PROTOCOL_VERSION, type ClientHello, type Hello, type Inbound } from "../contract/index.ts";
import { createLogger } from "../log/index.ts";
import { realClock, type Clock } from "../util/index.ts";
import { decodeForAgent } from "./frames.ts";
import type { Handlers } from "./handlers.ts";
import { RpcChannel } from "./rpc-channel.ts";
import { SpoonConnection } from "./spoon-connection.ts";
import type { SpoonClaim } from "./spoon-seat.ts";
import type { Transport } from "./transport.ts";

const log = createLogger("link.peer");

/** A peer that has not said hello by then is dropped. */
export const HELLO_TIMEOUT_MS = 5_000;

/** What a session needs from the agent that accepted it. */
export interface PeerHost {
  /** Sent in the welcome. */
  readonly session: string;
  readonly agentVersion: string;
  readonly maxMessageBytes: number;
  /** What the Spoon may ask the agent. */
  readonly spoonHandlers: Handlers;
  /** What a client may ask: the agent's own ops and the relay to the Spoon. */
  readonly clientHandlers: Handlers;
  /** The peer said hello as the Spoon: the host admits it to the role or refuses it. */
  claimSpoon(claim: SpoonClaim): void;
  /** That Spoon's connection closed. */
  releaseSpoon(spoon: SpoonConnection, reason: string): void;
  /** True once the agent shuts down: the connections it closes then are not peers gone away. */
  readonly stopping?: boolean;
}

export interface PeerSessionOptions {
  /** Prefix of the ids of requests the agent sends on this connection: unique for the agent's life. */
  idPrefix: string;
  clock?: Clock;
  helloTimeoutMs?: number;
}

/**
 * One peer of the agent: waits for hello, then answers its requests with the handlers of its role
 * (the Spoon's, or a client's). Bad input is answered with an error, never fatal to the agent or to
 * other peers.
 */
export class PeerSession {
  private readonly channel: RpcChannel<Inbound>;
  private readonly clock: Clock;
  private role: "spoon" | "client" | undefined;
  /** Whether the peer was welcomed in its role (a Spoon waits while its claim is decided). */
  private admitted = false;
  private spoon: SpoonConnection | undefined;
  private helloTimer: unknown;
  /** Aborted when the peer goes away: what the agent runs for it stops. */
  private readonly gone = new AbortController();

  constructor(
    transport: Transport,
    private readonly host: PeerHost,
    private readonly options: PeerSessionOptions,
  ) {
    this.clock = options.clock ?? realClock;
    this.channel = new RpcChannel(transport, {
      idPrefix: options.idPrefix,
      clock: this.clock,
      decode: (data) => decodeForAgent(data, host.maxMessageBytes),
      intercept: (message) => this.intercept(message),
      onclose: (reason) => this.closed(reason),
    });
  }

  async start(): Promise<void> {
    this.helloTimer = this.clock.setTimeout(() => {
      if (!this.role) this.channel.close(4001, "no hello received");
    }, this.options.helloTimeoutMs ?? HELLO_TIMEOUT_MS);
    await this.channel.start();
  }

  /** The handshake, and what a peer may send for its role; requests and responses go on to the channel. */
  private intercept(message: Inbound): boolean {
    if (message.type === "hello") this.greet(message);
    else if (!this.role) this.channel.refuse({ code: "not_ready", message: "say hello first" });
    else if (!this.admitted) this.channel.refuse({ code: "not_ready", message: "wait for the welcome" });
    else if (this.role === "client" && message.type !== "request")
      this.channel.refuse({ code: "bad_message", message: `a ${message.type} was not expected from a client` });
    else return false;
    return true;
  }

  private greet(hello: Hello | ClientHello): void {
    if (this.role)
      return this.channel.refuse({ code: "bad_message", message: "hello was already received on this connection" });
    this.clock.clearTimeout(this.helloTimer);
    this.role = hello.role;
    if (hello.role === "client") {
      this.welcome();
      this.channel.serve(this.host.clientHandlers, { gone: this.gone.signal });
      return log.info("client connected", { name: hello.name });
    }
    const spoon = new SpoonConnection(this.channel, hello);
    this.spoon = spoon;
    this.host.claimSpoon({
      spoon,
      admit: () => {
        this.welcome();
        this.channel.serve(this.host.spoonHandlers, { gone: this.gone.signal });
        log.info("spoon connected", { name: hello.name, version: hello.version, ops: hello.ops });
      },
      refuse: (reason) => {
        this.channel.send({ v: PROTOCOL_VERSION, type: "error", error: { code: "op_refused", message: reason } });
        this.channel.close(4002, "another Spoon holds the role");
      },
    });
  }

  private welcome(): void {
    this.admitted = true;
    this.channel.send({
      v: PROTOCOL_VERSION,
      type: "welcome",
      agent: this.host.agentVersion,
      session: this.host.session,
    });
  }

  private closed(reason: string): void {
    this.clock.clearTimeout(this.helloTimer);
    if (!this.host.stopping) this.gone.abort(reason);
    if (this.spoon) this.host.releaseSpoon(this.spoon, reason);
  }
}
