import type { SpoonContext } from "./context";
import type { OpFailure } from "./failure";
import type { OpName, OpParams, OpResult, Params } from "../contract";

/**
 * One operation the agent can ask of the Spoon, typed by its declaration in contract/ops.ts. `parse` checks
 * the params the agent sent (never trusted) and returns an OpFailure naming the problem, or the params.
 */
export interface Operation<K extends OpName> {
  readonly name: K;
  parse(this: void, params: Params): OpParams<K> | OpFailure;
  run(this: void, params: OpParams<K>, ctx: SpoonContext): Promise<OpResult<K>>;
}

/** For operations without parameters. */
export function noParams(_params: Params): Record<string, never> {
  return {};
}
