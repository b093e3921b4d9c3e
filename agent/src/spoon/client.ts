import type * as z from "zod";
import {
  describeIssues,
  OP_SECONDS,
  SPOON_OPS,
  type AppOperation,
  type OpName,
  type OpParams,
  type OpResult,
} from "../contract/index.ts";
import { HsClaudeError, isExpected, ProtocolError } from "../errors/index.ts";

/** What the link adds to an operation's own budget: the round trip and JSON on both sides. */
export const LINK_MARGIN_MS = 5_000;

/** Any way to send a request to the Spoon: a connection of this agent, or a relay through `hs-claude serve`. */
export interface SpoonChannel {
  call(op: string, params: Record<string, unknown>, timeoutMs: number): Promise<unknown>;
}

/** An operation's result, or the expected failure that stopped it (refused, timed out, no Spoon). */
export type OpOutcome<R> = { ok: true; value: R } | { ok: false; error: HsClaudeError };

/** Typed calls to the Spoon: the params and result of each operation are the Spoon's own declaration. */
export interface SpoonClient {
  call<K extends OpName>(op: K, params: OpParams<K>): Promise<OpOutcome<OpResult<K>>>;
  /** The result, or the expected failure thrown: for callers that cannot go on without it. */
  read<K extends OpName>(op: K, params: OpParams<K>): Promise<OpResult<K>>;
  /** An operation an application declares in its own folders (its params and result proven the Spoon's). */
  callApp<P, R>(op: AppOperation<string, P, R>, params: P): Promise<OpOutcome<R>>;
}

/** How long the agent waits for an operation: the Spoon's declared budget plus the link's margin. */
export function callTimeoutMs<K extends OpName>(op: K, params: OpParams<K>): number {
  return OP_SECONDS[op](params) * 1000 + LINK_MARGIN_MS;
}

/** An operation as the client sends it: its name, schemas and budget, the contract's or an app's own. */
type Sent<P, R> = { name: string; params: z.ZodType<P>; result: z.ZodType<R>; timeoutMs: number };

/**
 * Wraps a channel. Params that fail their schema are the agent's bug, and a result that fails its
 * schema the Spoon's: both throw (errorType internal). Expected failures come back as `ok: false`.
 */
export function spoonClient(channel: SpoonChannel): SpoonClient {
  const send = async <P, R>(op: Sent<P, R>, params: P): Promise<OpOutcome<R>> => {
    const sent = op.params.safeParse(params);
    if (!sent.success)
      throw new ProtocolError("bad_params", `${op.name}: the agent built bad params: ${describeIssues(sent.error)}`);
    let reply: unknown;
    try {
      reply = await channel.call(op.name, sent.data as Record<string, unknown>, op.timeoutMs);
    } catch (error) {
      if (isExpected(error)) return { ok: false, error };
      throw error;
    }
    const result = op.result.safeParse(reply);
    if (!result.success)
      throw new ProtocolError(
        "bad_message",
        `${op.name}: the Spoon's answer does not fit: ${describeIssues(result.error)}`,
      );
    return { ok: true, value: result.data };
  };
  const call = <K extends OpName>(op: K, params: OpParams<K>) => {
    const schema = SPOON_OPS[op] as unknown as { params: z.ZodType<OpParams<K>>; result: z.ZodType<OpResult<K>> };
    return send({ name: op, ...schema, timeoutMs: callTimeoutMs(op, params) }, params);
  };
  return {
    call,
    async read(op, params) {
      const outcome = await call(op, params);
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    callApp: (op, params) => send({ ...op, timeoutMs: op.seconds(params) * 1000 + LINK_MARGIN_MS }, params),
  };
}
