import {
  PROTOCOL_VERSION,
  type ErrorMessage,
  type Outbound,
  type Request,
  type Response,
  type WireError,
} from "../contract/index.ts";
import {
  Disconnected,
  isExpected,
  LinkTimeout,
  messageOf,
  OpRefused,
  SpoonError,
  SpoonFailed,
} from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { illFormedIn, realClock, wellFormed, type Clock } from "../util/index.ts";
import type { Decoded } from "./frames.ts";
import type { Handlers, Requester } from "./handlers.ts";
import type { Transport } from "./transport.ts";

/** How long a request may take unless the caller says otherwise. */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;
const log = createLogger("link.rpc");

type RpcMessage = Request | Response | ErrorMessage;
const RPC_TYPES: readonly string[] = ["request", "response", "error"];

export interface RpcChannelOptions<M extends { type: string }> {
  /**
   * Prefix of the ids of requests sent from here: unique to this side's session, so the other side can tell a repeat
   * from a new request.
   */
  idPrefix: string;
  /** Validates each frame; one that fails is answered with an error, and the connection stays. */
  decode(data: string | Buffer): Decoded<M>;
  clock?: Clock;
  /** Sees each valid message first (the handshake); returns true when it has dealt with it. */
  intercept?(message: M): boolean;
  onclose?(reason: string): void;
}

const wellFormedStrings = (_key: string, value: unknown) => (typeof value === "string" ? wellFormed(value) : value);

interface Pending {
  op: string;
  resolve(result: unknown): void;
  reject(error: SpoonError): void;
  timer: unknown;
}

/**
 * What the peer is told when a handler threw: link errors keep their code, expected failures are refusals, anything
 * else is a bug.
 */
function asWireFailure(error: unknown, op: string): SpoonError {
  if (error instanceof SpoonError) return error;
  if (isExpected(error)) return new OpRefused(error.message);
  log.error("a request failed on this side", { op, errorType: "internal", error: messageOf(error) });
  return new SpoonFailed(`${op} failed: ${messageOf(error)}`);
}

/**
 * Requests in both directions over one Transport: `call` sends one and matches its response by id;
 * the handlers given to `serve` answer the peer's. Nothing is re-sent: a request cut off by a close
 * fails as Disconnected, because the other side may already have carried it out.
 */
export class RpcChannel<M extends { type: string } = RpcMessage> {
  private readonly pending = new Map<string, Pending>();
  private readonly clock: Clock;
  private handlers: Handlers = { ops: new Map() };
  /** Who the requests served here come from (by default a peer never said to be gone). */
  private from: Requester = { gone: new AbortController().signal };
  private nextId = 1;
  private closed = false;
  private heard = 0;

  constructor(
    private readonly transport: Transport,
    private readonly options: RpcChannelOptions<M>,
  ) {
    this.clock = options.clock ?? realClock;
    transport.onmessage = (data) => this.receive(data);
    transport.onclose = (reason) => this.closedBy(reason);
    transport.onerror = (error) => log.warn("link transport error", { error: error.message });
  }

  start(): Promise<void> {
    return this.transport.start();
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** How many messages the peer has sent: any of them shows it is there. */
  get received(): number {
    return this.heard;
  }

  /** Answers the peer's requests with these handlers from now on, each told who asked. */
  serve(handlers: Handlers, from?: Requester): void {
    this.handlers = handlers;
    if (from) this.from = from;
  }

  /** Runs `op` on the other side and resolves with its result; rejects with a SpoonError. */
  call(op: string, params: Record<string, unknown> = {}, timeoutMs = DEFAULT_CALL_TIMEOUT_MS): Promise<unknown> {
    if (this.closed) return Promise.reject(new Disconnected("disconnected", `${op}: the connection has closed`));
    // The Spoon's JSON reader refuses a lone surrogate (the request would wait out its time) and its strings end at
    // a NUL (typed text cut short): refused here, before anything is sent, so it surely did not happen.
    const illFormed = illFormedIn(params, "params");
    if (illFormed) return Promise.reject(new OpRefused(`${op} was not sent: ${illFormed}`));
    const id = `${this.options.idPrefix}-${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = this.clock.setTimeout(
        () => this.settle(id, new LinkTimeout(`${op}: no answer in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.pending.set(id, { op, resolve, reject, timer });
      this.send({ v: PROTOCOL_VERSION, type: "request", id, op, params });
      log.debug("request sent", { id, op });
    });
  }

  /** Sends a message; a lone surrogate in an answer (a page's title) becomes U+FFFD, so the peer can read it. */
  send(message: Outbound): void {
    if (!this.closed) this.transport.send(JSON.stringify(message, wellFormedStrings));
  }

  /** Tells the peer a message of its could not be used; the connection stays. */
  refuse(error: WireError, id?: string): void {
    log.warn("bad message from peer", { code: error.code, reason: error.message });
    this.send({ v: PROTOCOL_VERSION, type: "error", ...(id ? { id } : {}), error });
  }

  close(code?: number, reason?: string): void {
    this.transport.close(code, reason);
  }

  private receive(data: string | Buffer): void {
    this.heard++;
    try {
      const decoded = this.options.decode(data);
      if (!decoded.ok) return this.refuse(decoded.error, decoded.id);
      if (this.options.intercept?.(decoded.message)) return;
      this.route(decoded.message);
    } catch (error) {
      log.error("message handling failed", { errorType: "internal", error: messageOf(error) });
      this.refuse({ code: "bad_message", message: "this message could not be handled" });
    }
  }

  private route(message: M | RpcMessage): void {
    if (!RPC_TYPES.includes(message.type))
      return this.refuse({ code: "bad_message", message: `a ${message.type} was not expected here` });
    const rpc = message as RpcMessage;
    if (rpc.type === "request") return void this.answer(rpc);
    if (rpc.type === "response") {
      if (!this.pending.has(rpc.id)) return log.warn("response to no pending request", { id: rpc.id });
      return this.settle(rpc.id, rpc.ok ? { result: rpc.result } : SpoonError.fromWire(rpc.error));
    }
    log.warn("the peer reported an error", { id: rpc.id, error: rpc.error });
    if (rpc.id) this.settle(rpc.id, SpoonError.fromWire(rpc.error));
  }

  private async answer(request: Request): Promise<void> {
    const reply = (outcome: { ok: true; result: unknown } | { ok: false; error: WireError }) =>
      this.send({ v: PROTOCOL_VERSION, type: "response", id: request.id, ...outcome });
    const handler = this.handlers.ops.get(request.op);
    if (!handler) {
      const valid = [...this.handlers.ops.keys()].join(", ");
      const message = this.handlers.unknownOp?.(request.op) ?? `unknown operation ${request.op}; valid: ${valid}`;
      return reply({ ok: false, error: { code: "unknown_op", message } });
    }
    try {
      reply({ ok: true, result: await handler(request.params, this.from) });
    } catch (error) {
      const failure = asWireFailure(error, request.op);
      reply({ ok: false, error: { code: failure.code, message: failure.message } });
    }
  }

  private settle(id: string, outcome: { result: unknown } | SpoonError): void {
    const entry = this.pending.get(id);
    if (entry === undefined) return;
    this.pending.delete(id);
    this.clock.clearTimeout(entry.timer);
    if (outcome instanceof SpoonError) entry.reject(outcome);
    else entry.resolve(outcome.result);
  }

  /** Fails every request still waiting: they may or may not have run, so none is retried. */
  private closedBy(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    for (const [id, entry] of [...this.pending]) {
      const message = `${entry.op}: the connection closed (${reason}); not retried, it may have run`;
      this.settle(id, new Disconnected("disconnected", message));
    }
    this.options.onclose?.(reason);
  }
}
