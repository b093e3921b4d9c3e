import { once } from "node:events";
import { WebSocket, type RawData } from "ws";

/**
 * A connection that carries text frames, whatever it runs over: a WebSocket, or an in-memory pair
 * in tests. The protocol above it (`RpcChannel`) never sees a socket.
 */
export interface Transport {
  /** Begins delivering frames; resolves once frames can be sent, rejects if the connection cannot open. */
  start(): Promise<void>;
  /** Sends one frame; dropped once the connection is closing or closed. */
  send(text: string): void;
  /** Closes both directions; `onclose` follows. */
  close(code?: number, reason?: string): void;
  onmessage?: (data: string | Buffer) => void;
  /** Called once, with the close code and reason as one line. */
  onclose?: (reason: string) => void;
  onerror?: (error: Error) => void;
}

function asBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/** A Transport over a `ws` socket, one the server accepted (already open) or one a client is opening. */
export class WebSocketTransport implements Transport {
  onmessage?: (data: string | Buffer) => void;
  onclose?: (reason: string) => void;
  onerror?: (error: Error) => void;

  private opened = false;

  constructor(private readonly socket: WebSocket) {}

  async start(): Promise<void> {
    // Text and binary frames alike: Hammerspoon's ws:send sends binary unless told otherwise.
    this.socket.on("message", (data) => this.onmessage?.(asBuffer(data)));
    // An error before the socket opens is start()'s to report, not a fault of an open link.
    this.socket.on("error", (error) => this.opened && this.onerror?.(error));
    this.socket.on("close", (code, reason) => this.onclose?.(`${code} ${reason.toString()}`.trim()));
    if (this.socket.readyState === WebSocket.CONNECTING) await once(this.socket, "open");
    else if (this.socket.readyState !== WebSocket.OPEN) throw new Error("the socket has already closed");
    this.opened = true;
  }

  send(text: string): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }
}
