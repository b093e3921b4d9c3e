/** Seconds to wait before each reconnect attempt; the last value repeats. */
export const RECONNECT_BACKOFF = [0.5, 1, 2, 4, 8, 16, 30];

export interface SocketEvents {
  onOpen(this: void): void;
  onText(this: void, text: string): void;
  onClose(this: void, reason: string): void;
}

/**
 * A websocket to the agent that reconnects with backoff. Events from a socket that has been
 * replaced are ignored, so a late "closed" can never tear down the new connection.
 */
export class ReconnectingSocket {
  private ws?: hs.websocket.WebSocket;
  private retryTimer?: hs.timer.Timer;
  private generation = 0;
  private attempt = 0;
  private running = false;

  constructor(
    private readonly url: (this: void) => string | undefined,
    private readonly events: SocketEvents,
    private readonly logger: hs.logger.Logger,
    private readonly backoff: number[] = RECONNECT_BACKOFF,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.generation += 1;
    this.retryTimer?.stop();
    this.retryTimer = undefined;
    this.ws?.close();
    this.ws = undefined;
    this.attempt = 0;
  }

  isOpen(): boolean {
    return this.ws !== undefined && this.ws.status() === "open";
  }

  /** Sends a text frame; returns false when there is no open socket (hs.websocket would drop it silently). */
  send(text: string): boolean {
    if (!this.isOpen()) return false;
    this.ws!.send(text, false);
    return true;
  }

  /** The agent accepted this Spoon: the next drop starts the backoff from the beginning again. */
  welcomed(): void {
    this.attempt = 0;
  }

  /** Drops the current socket and connects again at once, e.g. after a missed heartbeat. */
  reconnectNow(reason: string): void {
    if (!this.running) return;
    this.logger.i(`reconnecting: ${reason}`);
    this.generation += 1;
    this.ws?.close();
    this.ws = undefined;
    this.retryTimer?.stop();
    this.retryTimer = undefined;
    this.events.onClose(reason);
    this.connect();
  }

  private connect(): void {
    const url = this.url();
    if (url === undefined) {
      this.scheduleRetry("no agent address or token yet");
      return;
    }
    const generation = ++this.generation;
    this.ws = hs.websocket.new(url, (event, message) => {
      if (generation !== this.generation) return;
      this.onEvent(event, message);
    });
  }

  private onEvent(event: hs.websocket.Event, message?: string): void {
    if (event === "open") {
      this.events.onOpen();
    } else if (event === "received") {
      this.events.onText(message ?? "");
    } else if (event === "closed" || event === "fail") {
      this.generation += 1;
      this.ws = undefined;
      const reason = event === "fail" ? `connection failed: ${message ?? "unknown error"}` : "connection closed";
      this.events.onClose(reason);
      this.scheduleRetry(reason);
    }
  }

  private scheduleRetry(reason: string): void {
    if (!this.running || this.retryTimer !== undefined) return;
    const delay = this.backoff[Math.min(this.attempt, this.backoff.length - 1)];
    this.attempt += 1;
    this.logger.i(`agent link down (${reason}); retrying in ${delay}s`);
    this.retryTimer = hs.timer.doAfter(delay, () => {
      this.retryTimer = undefined;
      if (this.running) this.connect();
    });
  }
}
