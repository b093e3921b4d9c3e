import type { SpoonContext } from "./context";
import type { OpFailure } from "./failure";
import type { OpName, OpSpec, Params, SpoonOps } from "../contract";

/**
 * One operation the agent can ask of the Spoon, typed by its declaration: `S`, its params and result. `parse`
 * checks the params the agent sent (never trusted) and returns an OpFailure naming the problem, or the params.
 */
export interface OperationOf<N extends string, S extends OpSpec> {
  readonly name: N;
  parse(this: void, params: Params): S["params"] | OpFailure;
  run(this: void, params: S["params"], ctx: SpoonContext): Promise<S["result"]>;
}

/** An operation of the contract (contract/ops.ts). */
export type Operation<K extends OpName> = OperationOf<K, SpoonOps[K]>;

/** The operations an application declares in its own contract (apps/<app>/contract.ts), by name. */
export type OwnOperations<Ops extends { [K in keyof Ops]: OpSpec }> = {
  [K in keyof Ops & string]: OperationOf<K, Ops[K]>;
};

/** For operations without parameters. */
export function noParams(_params: Params): Record<string, never> {
  return {};
}
