import type { WebSocket } from "ws";
import { PROTOCOL_VERSION, type Hello, type Outbound, type Response } from "../contract/wire.ts";
import { createLogger } from "../log/index.ts";
import { realClock, type Clock } from "../util/clock.ts";
import { SpoonError } from "./errors.ts";

/** How long a request to the Spoon may take unless the caller says otherwise. */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;
const log = createLogger("link.spoon");

interface Pending {
  op: string;
  resolve(result: unknown): void;
  reject(error: SpoonError): void;
  timer: unknown;
}

/**
 * RPC to one connected Spoon. Requests carry ids unique to this agent's session, so a Spoon that
 * sees an id twice knows it is a repeat. Nothing is re-sent here: a request cut off by a disconnect
 * fails, because the Spoon may already have carried it out.
 */
export class SpoonConnection {
  private readonly pending = new Map<string, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    readonly hello: Hello,
    private readonly session: string,
    private readonly clock: Clock = realClock,
  ) {}

  get ops(): string[] {
    return this.hello.ops;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Runs `op` on the Spoon and resolves with its result; rejects with a SpoonError. */
  call(op: string, params: Record<string, unknown> = {}, timeoutMs = DEFAULT_CALL_TIMEOUT_MS): Promise<unknown> {
    if (this.closed) return Promise.reject(new SpoonError("disconnected", `${op}: the Spoon has disconnected`));
    const id = `${this.session}-${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = this.clock.setTimeout(() => this.settleWithError(id, "timeout", `${op}: no answer from the Spoon in ${timeoutMs} ms`), timeoutMs);
      this.pending.set(id, { op, resolve, reject, timer });
      this.send({ v: PROTOCOL_VERSION, type: "request", id, op, params });
      log.debug("request sent", { id, op });
    });
  }

  /** Feeds a response (or an error naming a request) from the Spoon. */
  settle(response: Response): void {
    const entry = this.pending.get(response.id);
    if (entry === undefined) {
      log.warn("response to no pending request", { id: response.id });
      return;
    }
    this.pending.delete(response.id);
    this.clock.clearTimeout(entry.timer);
    if (response.ok) entry.resolve(response.result);
    else entry.reject(SpoonError.fromWire(entry.op, response.error));
  }

  settleWithError(id: string, code: SpoonError["code"], message: string): void {
    const entry = this.pending.get(id);
    if (entry === undefined) return;
    this.pending.delete(id);
    this.clock.clearTimeout(entry.timer);
    entry.reject(new SpoonError(code, message));
  }

  send(message: Outbound): void {
    if (!this.closed) this.socket.send(JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Fails every request still waiting: they may or may not have run, so none is retried. */
  markClosed(reason: string): void {
    this.closed = true;
    for (const [id, entry] of [...this.pending]) {
      this.settleWithError(id, "disconnected", `${entry.op}: the Spoon disconnected (${reason}); not retried, it may have run`);
    }
  }
}
