import type { OpName, OpParams, OpResult } from "../../agent/src/contract/spoon-ops.ts";
import type { OpOutcome, SpoonClient } from "../../agent/src/spoon/index.ts";

type Answer<K extends OpName> = (params: OpParams<K>) => OpOutcome<OpResult<K>> | Promise<OpOutcome<OpResult<K>>>;
export type FakeAnswers = { [K in OpName]?: Answer<K> };

/**
 * A Spoon client whose answers a test gives per operation; every call is recorded. An operation the
 * test did not answer fails the test, so nothing is called by surprise.
 */
export function fakeSpoon(answers: FakeAnswers): SpoonClient & { calls: { op: OpName; params: unknown }[] } {
  const calls: { op: OpName; params: unknown }[] = [];
  const call = async <K extends OpName>(op: K, params: OpParams<K>): Promise<OpOutcome<OpResult<K>>> => {
    calls.push({ op, params });
    const answer = answers[op] as Answer<K> | undefined;
    if (!answer) throw new Error(`the fake Spoon was not told how to answer ${op}`);
    return answer(params);
  };
  return {
    calls,
    call,
    async read(op, params) {
      const outcome = await call(op, params);
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    // No test here answers an application's own operations: one asked for fails the test.
    callApp: async (op) => {
      throw new Error(`the fake Spoon was not told how to answer ${op.name}`);
    },
  };
}
