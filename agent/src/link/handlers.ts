import type { OpName } from "../contract/index.ts";
import { callTimeoutMs } from "../spoon/index.ts";
import { notConnected } from "../errors/index.ts";

/** Who sent a request: `gone` aborts once the peer's connection closed (not when the agent itself shuts down). */
export interface Requester {
  readonly gone: AbortSignal;
}

/** Answers one request; throws to fail it (see `RpcChannel` for how a throw is worded on the wire). */
export type RequestHandler = (params: Record<string, unknown>, from: Requester) => unknown;
export type RequestHandlers = ReadonlyMap<string, RequestHandler>;

/** The requests one side of a connection answers, by op, and how it words the refusal of any other. */
export interface Handlers {
  ops: RequestHandlers;
  unknownOp?(op: string): string;
}

/** What can carry a request to the Spoon. */
export interface SpoonCaller {
  call(op: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<unknown>;
}

/**
 * What a client may ask of the Spoon directly: reads and questions to the person. Anything that
 * changes the desktop goes through the agent's own `execute`, which checks the plan and asks first.
 * `doctor_report` only reads (hs-claude doctor --deep).
 */
export const RELAYED_OPS = new Set(["snapshot", "list_apps", "list_tabs", "choose", "doctor_report"]);

/** Answered to every Spoon: its heartbeat. */
const LINK_OPS: RequestHandlers = new Map([["ping", () => ({ pong: true })]]);

/** What the Spoon may ask the agent: the link's own ops, then those the agent registered. */
export function spoonHandlers(own: RequestHandlers): Handlers {
  return { ops: new Map([...LINK_OPS, ...own]) };
}

/**
 * What a client may ask: the agent's own ops, then the relayed ones, each sent to the Spoon once and
 * never retried. `spoon` is looked up per request: the Spoon may have reconnected since.
 */
export function clientHandlers(own: RequestHandlers, spoon: () => SpoonCaller | undefined): Handlers {
  const relay =
    (op: string): RequestHandler =>
    (params) => {
      const connected = spoon();
      if (!connected) throw notConnected();
      // As long as the Spoon declares the operation may take (a chooser waits for a person).
      return connected.call(op, params, callTimeoutMs(op as OpName, params as never));
    };
  const relayed = [...RELAYED_OPS].filter((op) => !own.has(op)).map((op): [string, RequestHandler] => [op, relay(op)]);
  const ops = new Map([...own, ...relayed]);
  return {
    ops,
    unknownOp: (op) =>
      `${op} is not available to clients; valid: ${[...ops.keys()].join(", ")} ` +
      "(changes go through execute, which checks the plan and asks first)",
  };
}
