import type { WebSocket } from "ws";
import { PROTOCOL_VERSION, type Outbound, type Response } from "../contract/wire.ts";
import { createLogger } from "../log/index.ts";
import { realClock, type Clock } from "../util/clock.ts";
import { Disconnected, SpoonError } from "../errors/index.ts";

/** How long a request may take unless the caller says otherwise. */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;
const log = createLogger("link.rpc");

interface Pending {
  op: string;
  resolve(result: unknown): void;
  reject(error: SpoonError): void;
  timer: unknown;
}

/**
 * Requests over one WebSocket, matched to responses by id. Ids carry a prefix unique to this side's
 * session, so the other side can tell a repeat from a new request. Nothing is re-sent here: a
 * request cut off by a disconnect fails, because the other side may already have carried it out.
 */
export class RpcChannel {
  private readonly pending = new Map<string, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    protected readonly socket: WebSocket,
    private readonly idPrefix: string,
    private readonly clock: Clock = realClock,
  ) {}

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Runs `op` on the other side and resolves with its result; rejects with a SpoonError. */
  call(op: string, params: Record<string, unknown> = {}, timeoutMs = DEFAULT_CALL_TIMEOUT_MS): Promise<unknown> {
    if (this.closed) return Promise.reject(new Disconnected("disconnected", `${op}: the connection has closed`));
    const id = `${this.idPrefix}-${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = this.clock.setTimeout(
        () => this.settleWithError(id, "timeout", `${op}: no answer in ${timeoutMs} ms`),
        timeoutMs,
      );
      this.pending.set(id, { op, resolve, reject, timer });
      this.send({ v: PROTOCOL_VERSION, type: "request", id, op, params });
      log.debug("request sent", { id, op });
    });
  }

  /** Feeds a response from the other side. */
  settle(response: Response): void {
    const entry = this.pending.get(response.id);
    if (entry === undefined) {
      log.warn("response to no pending request", { id: response.id });
      return;
    }
    this.pending.delete(response.id);
    this.clock.clearTimeout(entry.timer);
    if (response.ok) entry.resolve(response.result);
    else entry.reject(SpoonError.fromWire(response.error));
  }

  settleWithError(id: string, code: SpoonError["code"], message: string): void {
    const entry = this.pending.get(id);
    if (entry === undefined) return;
    this.pending.delete(id);
    this.clock.clearTimeout(entry.timer);
    entry.reject(SpoonError.fromWire({ code, message }));
  }

  send(message: Outbound): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Fails every request still waiting: they may or may not have run, so none is retried. */
  markClosed(reason: string): void {
    this.closed = true;
    for (const [id, entry] of [...this.pending]) {
      this.settleWithError(
        id,
        "disconnected",
        `${entry.op}: the connection closed (${reason}); not retried, it may have run`,
      );
    }
  }
}
