import type { Params } from "../link";

/** An expected failure: the agent and the person see its message, which names what is valid. */
export class OpFailure {
  constructor(public readonly message: string) {}
}

/**
 * One operation the agent can ask the Spoon to run. `parse` checks the params the agent sent
 * (never trusted) and returns a message naming the problem, or the typed params.
 */
export interface Operation<P = Params> {
  readonly name: string;
  parse(this: void, params: Params): P | OpFailure;
  run(this: void, params: P): Promise<unknown>;
}

/** For operations without parameters. */
export function noParams(_params: Params): Params {
  return {};
}
