import { randomUUID } from "node:crypto";
import { WebSocket } from "ws";
import { PROTOCOL_VERSION, type Welcome } from "../contract/index.ts";
import { Disconnected, LinkTimeout, messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { realClock, type Clock } from "../util/index.ts";
import { decodeFromAgent, type FromAgent } from "./frames.ts";
import { RpcChannel } from "./rpc-channel.ts";
import { WebSocketTransport } from "./transport.ts";

/** How long opening the connection and being welcomed may take. */
export const CONNECT_TIMEOUT_MS = 3_000;
const log = createLogger("link.client");

export interface ClientOptions {
  port: number;
  /** The agent's secret: sent in the URL, never printed. */
  token: string;
  /** Who this client is, for the agent's log. */
  name: string;
  version: string;
  timeoutMs?: number;
  clock?: Clock;
}

/** A connection to a running agent, welcomed as a client. */
export interface AgentClient {
  readonly welcome: Welcome;
  readonly isOpen: boolean;
  /** Runs `op` in the agent (or, relayed, in the Spoon) once; rejects with a SpoonError. */
  call(op: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** A URL or message with any `token=` value blanked, for errors and logs. */
export function redactToken(text: string): string {
  return text.replace(/token=[^&\s#]*/g, "token=REDACTED");
}

/**
 * Opens a WebSocket to the agent on 127.0.0.1 and says hello as a client; resolves once welcomed.
 * Rejects with Disconnected when nothing answers there, LinkTimeout when the welcome is late.
 */
export async function connectClient(options: ClientOptions): Promise<AgentClient> {
  const clock = options.clock ?? realClock;
  const timeoutMs = options.timeoutMs ?? CONNECT_TIMEOUT_MS;
  const address = `127.0.0.1:${options.port}`;
  const url = `ws://${address}/?token=${encodeURIComponent(options.token)}`;
  log.debug("connecting", { url: redactToken(url) });
  const transport = new WebSocketTransport(new WebSocket(url, { origin: `http://${address}` }));
  let welcomed: (welcome: Welcome) => void = () => {};
  let cutOff: (error: Error) => void = () => {};
  const welcome = new Promise<Welcome>((resolve, reject) => ([welcomed, cutOff] = [resolve, reject]));
  // A close after a failed open rejects this too, when nobody waits for it any more.
  welcome.catch(() => undefined);
  const channel = new RpcChannel<FromAgent>(transport, {
    // Unique for this process's life and the next one's: the agent may see this client again.
    idPrefix: `client-${randomUUID().slice(0, 8)}`,
    clock,
    decode: (data) => decodeFromAgent(data),
    intercept: (message) => {
      if (message.type !== "welcome") return false;
      welcomed(message);
      return true;
    },
    onclose: (reason) =>
      cutOff(
        new Disconnected("disconnected", `the agent at ${address} closed the connection (${redactToken(reason)})`),
      ),
  });
  const handshake = async () => {
    await channel.start().catch((error) => {
      throw new Disconnected("not_ready", `nothing answered at ${address}: ${redactToken(messageOf(error))}`);
    });
    channel.send({ v: PROTOCOL_VERSION, type: "hello", role: "client", name: options.name, version: options.version });
    return welcome;
  };
  let timer: unknown;
  const late = new Promise<never>((_, reject) => {
    timer = clock.setTimeout(
      () => reject(new LinkTimeout(`the agent at ${address} did not welcome this client in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const greeting = await Promise.race([handshake(), late]);
    return {
      welcome: greeting,
      get isOpen() {
        return channel.isOpen;
      },
      call: (op, params, callTimeoutMs) => channel.call(op, params, callTimeoutMs),
      close: () => channel.close(1000, "client done"),
    };
  } catch (error) {
    channel.close();
    throw error;
  } finally {
    clock.clearTimeout(timer);
  }
}
