import { WebSocket } from "ws";
import { SimObject } from "../bridge.ts";
import type { SimContext } from "./context.ts";

/** The Origin SocketRocket derives from the URL: ws→http, wss→https, host, and the port unless default. */
export function originFor(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol === "wss:" ? "https:" : "http:"}//${parsed.host}`;
}

/**
 * hs.websocket over a real socket. Events arrive asynchronously: "open", "received" (text and binary
 * frames both as strings), "closed" (no code or reason), "fail"; `send` is binary unless told
 * `false`, and is silently dropped unless open. A collected object closes its socket.
 */
export class SimWebSocket extends SimObject {
  readonly __simType = "hs.websocket";
  readonly #socket: WebSocket;
  readonly #ctx: SimContext;
  readonly #callback: unknown;
  #finished = false;

  constructor(ctx: SimContext, url: string, callback: unknown) {
    super();
    this.#ctx = ctx;
    this.#callback = callback;
    this.#socket = new WebSocket(url, { origin: originFor(url) });
    const closer = () => this.#socket.terminate();
    ctx.closers.add(closer);
    this.#socket.on("open", () => this.#emit("open"));
    this.#socket.on("message", (data) => {
      const text = Buffer.isBuffer(data) ? data.toString("utf8") : Buffer.concat(data as Buffer[]).toString("utf8");
      const answered = messageOf(text);
      if (answered?.type === "response" || answered?.type === "error") ctx.awaitingAgent.delete(String(answered.id));
      this.#emit("received", text);
    });
    this.#socket.on("error", (error) => this.#finish("fail", error.message));
    this.#socket.on("close", () => {
      ctx.closers.delete(closer);
      ctx.awaitingAgent.clear();
      this.#finish("closed");
    });
  }

  send(message: string, isData?: boolean): this {
    if (this.#socket.readyState !== WebSocket.OPEN) return this;
    const request = messageOf(message);
    if (request?.type === "request") this.#ctx.awaitingAgent.add(String(request.id));
    this.#socket.send(message, { binary: isData !== false });
    return this;
  }

  close(): this {
    this.#socket.close();
    return this;
  }

  status(): string {
    return ["connecting", "open", "closing", "closed"][this.#socket.readyState] ?? "unknown";
  }

  override __collected(): void {
    this.#socket.terminate();
  }

  #emit(event: string, message?: string): void {
    if (this.#finished) return;
    this.#ctx.bridge.callback(this.#callback, event, message);
  }

  /** SocketRocket reports a failure or a close, never both. */
  #finish(event: "fail" | "closed", message?: string): void {
    if (this.#finished) return;
    this.#emit(event, message);
    this.#finished = true;
  }
}

/** A link message's type and id, to follow requests to their answers; undefined for anything else. */
function messageOf(text: string): { type?: unknown; id?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as { type?: unknown; id?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

export function websocketModule(ctx: SimContext) {
  return { new: (url: string, callback: unknown) => new SimWebSocket(ctx, url, callback) };
}
