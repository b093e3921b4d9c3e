import type { WebSocket } from "ws";
import type { Hello } from "../contract/wire.ts";
import type { Clock } from "../util/clock.ts";
import { RpcChannel } from "./rpc-channel.ts";

/** The connected Spoon: RPC to it, and what it announced in its hello. */
export class SpoonConnection extends RpcChannel {
  constructor(
    socket: WebSocket,
    readonly hello: Hello,
    idPrefix: string,
    clock?: Clock,
  ) {
    super(socket, idPrefix, clock);
  }
}
