import {
  PROTOCOL_VERSION,
  type AgentRequestName,
  type AgentRequestParams,
  type AgentRequestResult,
  type NoParams,
  type Params,
  type Reply,
  type ResponseMessage,
  type WireError,
  type WireErrorCode,
} from "../contract";
import { RecentReplies } from "./recent-replies";
import { ReconnectingSocket } from "./socket";
import { validateInbound, type InboundMessage } from "./validate";

/** Runs one request from the agent; the reply goes out exactly once through `reply`. */
export type RequestHandler = (
  this: void,
  op: string,
  params: Params,
  reply: (this: void, response: Reply) => void,
) => void;
/** What the Spoon asks the agent: the requests of the contract, and the link's own heartbeat. */
type Sent = { [K in AgentRequestName]: { params: AgentRequestParams<K>; result: AgentRequestResult<K> } } & {
  ping: { params: NoParams; result: { pong: boolean } };
};

export interface PeerOptions {
  url: (this: void) => string | undefined;
  name: string;
  version: string;
  ops: (this: void) => string[];
  onRequest: RequestHandler;
  logger: hs.logger.Logger;
  /** Seconds between heartbeats, and how long one may take before the link is rebuilt. */
  heartbeat?: { every: number; timeout: number };
  backoff?: number[];
  /** Told when the agent welcomes this Spoon (true) and when the link drops (false). */
  onLink?: (this: void, ready: boolean) => void;
}

export const DEFAULT_REQUEST_TIMEOUT = 10;

/**
 * The id of a message hs.json could not read (a lone surrogate NSJSONSerialization refuses), when it starts as the
 * agent writes every message, `{"v":1,"type":"request","id":"...",`: the error then names it, so the agent's request
 * fails at once instead of waiting out its time. Only the opening is read, never text inside its params.
 */
function idOfUnreadable(text: string): string | undefined {
  const [id] = string.match(text, '^{"v":%d+,"type":"%l+","id":"([%w%-_.:]+)",');
  return id;
}
const DEFAULT_HEARTBEAT = { every: 20, timeout: 10 };

interface Pending {
  timer: hs.timer.Timer;
  done: (this: void, response: Reply) => void;
}

/**
 * The Spoon's side of the link: hello/welcome, requests both ways with ids and timeouts, and a
 * heartbeat. Every inbound message is validated before use; a request id already seen is answered
 * from memory and never executed twice.
 */
export class AgentPeer {
  private readonly socket: ReconnectingSocket;
  private readonly pending = new LuaMap<string, Pending>();
  private readonly replies = new RecentReplies();
  private heartbeatTimer?: hs.timer.Timer;
  private session?: string;
  private nextId = 1;

  constructor(private readonly options: PeerOptions) {
    this.socket = new ReconnectingSocket(
      options.url,
      { onOpen: () => this.sayHello(), onText: (text) => this.onText(text), onClose: (reason) => this.onClose(reason) },
      options.logger,
      options.backoff,
    );
  }

  start(): void {
    this.socket.start();
    const beat = this.options.heartbeat ?? DEFAULT_HEARTBEAT;
    this.heartbeatTimer ??= hs.timer.new(beat.every, () => this.beat(beat.timeout)).start();
  }

  stop(): void {
    this.heartbeatTimer?.stop();
    this.heartbeatTimer = undefined;
    this.socket.stop();
    this.onClose("link stopped");
  }

  /** True once the agent has welcomed this Spoon on the current connection. */
  isReady(): boolean {
    return this.session !== undefined && this.socket.isOpen();
  }

  /** Sends a request to the agent; `done` runs once, with the response, a timeout or a disconnect. */
  request<K extends keyof Sent>(
    op: K,
    params: Sent[K]["params"],
    done: (this: void, response: Reply<Sent[K]["result"]>) => void,
    timeout = DEFAULT_REQUEST_TIMEOUT,
  ): void {
    if (!this.isReady()) {
      done({
        ok: false,
        error: { code: "not_ready", message: "not connected to the agent: is `hs-claude serve` running?" },
      });
      return;
    }
    const id = `spoon-${this.nextId++}`;
    const timer = hs.timer.doAfter(timeout, () =>
      this.settle(id, this.failure("timeout", `${op} got no answer in ${timeout}s`)),
    );
    this.pending.set(id, { timer, done });
    this.send({ v: PROTOCOL_VERSION, type: "request", id, op, params });
  }

  private sayHello(): void {
    const { name, version } = this.options;
    this.send({ v: PROTOCOL_VERSION, type: "hello", role: "spoon", name, version, ops: this.options.ops() });
  }

  private send(message: object): void {
    const text = hs.json.encode(message);
    if (text === undefined) {
      this.options.logger.e("could not encode an outbound message as JSON");
      return;
    }
    this.socket.send(text);
  }

  private onText(text: string): void {
    const decoded = hs.json.decode(text);
    const checked =
      decoded === undefined
        ? { ok: false as const, reason: "message is not valid JSON", id: idOfUnreadable(text) }
        : validateInbound(decoded);
    if (!checked.ok) {
      this.options.logger.w(`rejected a message from the agent: ${checked.reason}`);
      // An answer to one of this Spoon's own requests that cannot be read fails that request now, not at its timeout.
      if (checked.id !== undefined && this.pending.has(checked.id))
        return this.settle(
          checked.id,
          this.failure("bad_message", `the agent's answer could not be read: ${checked.reason}`),
        );
      this.send({
        v: PROTOCOL_VERSION,
        type: "error",
        id: checked.id,
        error: { code: "bad_message", message: checked.reason },
      });
      return;
    }
    this.dispatch(checked.message);
  }

  private dispatch(message: InboundMessage): void {
    switch (message.type) {
      case "welcome":
        this.session = message.session;
        this.socket.welcomed();
        this.options.onLink?.(true);
        this.options.logger.i(`connected to agent ${message.agent} (session ${message.session})`);
        return;
      case "request":
        return this.serve(message.id, message.op, message.params);
      case "response":
        return this.settle(
          message.id,
          message.ok ? { ok: true, result: message.result } : { ok: false, error: message.error },
        );
      case "error":
        this.options.logger.w(`agent reported: ${message.error.message}`);
        if (message.id !== undefined) this.settle(message.id, { ok: false, error: message.error });
    }
  }

  private serve(id: string, op: string, params: Params): void {
    const earlier = this.replies.claim(id);
    if (earlier !== undefined) {
      this.options.logger.i(`request ${id} seen before: not executing it again`);
      if (earlier.state === "done" && earlier.reply !== undefined) this.socket.send(earlier.reply);
      else if (earlier.state === "done")
        this.send({
          v: PROTOCOL_VERSION,
          type: "response",
          id,
          ok: false,
          error: {
            code: "op_failed",
            message: "this request already ran and its reply was too large to keep: send a new request",
          },
        });
      return;
    }
    let answered = false;
    this.options.onRequest(op, params, (reply) => {
      if (answered) return;
      answered = true;
      const response: ResponseMessage = reply.ok
        ? { v: PROTOCOL_VERSION, type: "response", id, ok: true, result: reply.result }
        : { v: PROTOCOL_VERSION, type: "response", id, ok: false, error: reply.error };
      const text = hs.json.encode(response) ?? this.unencodable(id, op);
      this.replies.finish(id, text);
      this.socket.send(text);
    });
  }

  private unencodable(id: string, op: string): string {
    this.options.logger.e(`the result of ${op} could not be encoded as JSON`);
    const error = this.failure("op_failed", `the result of ${op} could not be encoded as JSON`);
    return hs.json.encode({ v: PROTOCOL_VERSION, type: "response", id, ok: false, error: error.error })!;
  }

  private settle(id: string, reply: Reply): void {
    const pending = this.pending.get(id);
    if (pending === undefined) return;
    this.pending.delete(id);
    pending.timer.stop();
    pending.done(reply);
  }

  private onClose(reason: string): void {
    this.session = undefined;
    this.options.onLink?.(false);
    const ids: string[] = [];
    for (const [id] of this.pending) ids.push(id);
    for (const id of ids) this.settle(id, this.failure("disconnected", `the agent link closed (${reason})`));
  }

  private beat(timeout: number): void {
    if (!this.isReady()) return;
    this.request(
      "ping",
      {},
      (reply) => {
        if (!reply.ok && reply.error.code === "timeout") this.socket.reconnectNow("heartbeat missed");
      },
      timeout,
    );
  }

  private failure(code: WireErrorCode, message: string): { ok: false; error: WireError } {
    return { ok: false, error: { code, message } };
  }
}
