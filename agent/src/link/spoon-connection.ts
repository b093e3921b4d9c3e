import type { Hello, Outbound } from "../contract/index.ts";
import type { RpcChannel } from "./rpc-channel.ts";

/** The part of a channel the connected Spoon is used through; the same whatever the channel decodes. */
type SpoonChannel = Pick<RpcChannel, "call" | "send" | "close" | "isOpen" | "received">;

/** The connected Spoon: requests to it, and what it announced in its hello. */
export class SpoonConnection {
  constructor(
    private readonly channel: SpoonChannel,
    readonly hello: Hello,
  ) {}

  get isOpen(): boolean {
    return this.channel.isOpen;
  }

  /** How many messages the Spoon has sent on this connection. */
  get received(): number {
    return this.channel.received;
  }

  /** Runs `op` in the Spoon once; rejects with a SpoonError (never retried). */
  call(op: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<unknown> {
    return this.channel.call(op, params, timeoutMs);
  }

  send(message: Outbound): void {
    this.channel.send(message);
  }

  close(code: number, reason: string): void {
    this.channel.close(code, reason);
  }
}
