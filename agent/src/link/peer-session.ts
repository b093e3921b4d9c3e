import { PROTOCOL_VERSION, type ClientHello, type Hello, type Inbound } from "../contract/index.ts";
import { createLogger } from "../log/index.ts";
import { realClock, type Clock } from "../util/index.ts";
import { decodeForAgent } from "./frames.ts";
import type { Handlers } from "./handlers.ts";
import { RpcChannel } from "./rpc-channel.ts";
import { SpoonConnection } from "./spoon-connection.ts";
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
  /** The peer said hello as the Spoon. */
  adoptSpoon(spoon: SpoonConnection): void;
  /** That Spoon's connection closed. */
  releaseSpoon(spoon: SpoonConnection, reason: string): void;
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
  private spoon: SpoonConnection | undefined;
  private helloTimer: unknown;

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
    this.channel.send({
      v: PROTOCOL_VERSION,
      type: "welcome",
      agent: this.host.agentVersion,
      session: this.host.session,
    });
    if (hello.role === "client") {
      this.channel.serve(this.host.clientHandlers);
      return log.info("client connected", { name: hello.name });
    }
    this.channel.serve(this.host.spoonHandlers);
    this.spoon = new SpoonConnection(this.channel, hello);
    log.info("spoon connected", { name: hello.name, version: hello.version, ops: hello.ops });
    this.host.adoptSpoon(this.spoon);
  }

  private closed(reason: string): void {
    this.clock.clearTimeout(this.helloTimer);
    if (this.spoon) this.host.releaseSpoon(this.spoon, reason);
  }
}
