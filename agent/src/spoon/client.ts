import { describeIssues, OP_SECONDS, SPOON_OPS, type OpName, type OpParams, type OpResult } from "../contract/index.ts";
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
}

/** How long the agent waits for an operation: the Spoon's declared budget plus the link's margin. */
export function callTimeoutMs<K extends OpName>(op: K, params: OpParams<K>): number {
  return OP_SECONDS[op](params) * 1000 + LINK_MARGIN_MS;
}

/**
 * Wraps a channel. Params that fail their schema are the agent's bug, and a result that fails its
 * schema the Spoon's: both throw (errorType internal). Expected failures come back as `ok: false`.
 */
export function spoonClient(channel: SpoonChannel): SpoonClient {
  const call = async <K extends OpName>(op: K, params: OpParams<K>): Promise<OpOutcome<OpResult<K>>> => {
    const schema = SPOON_OPS[op];
    const sent = schema.params.safeParse(params);
    if (!sent.success)
      throw new ProtocolError("bad_params", `${op}: the agent built bad params: ${describeIssues(sent.error)}`);
    let reply: unknown;
    try {
      reply = await channel.call(op, sent.data as Record<string, unknown>, callTimeoutMs(op, params));
    } catch (error) {
      if (isExpected(error)) return { ok: false, error };
      throw error;
    }
    const result = schema.result.safeParse(reply);
    if (!result.success)
      throw new ProtocolError("bad_message", `${op}: the Spoon's answer does not fit: ${describeIssues(result.error)}`);
    return { ok: true, value: result.data as OpResult<K> };
  };
  return {
    call,
    async read(op, params) {
      const outcome = await call(op, params);
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  };
}
