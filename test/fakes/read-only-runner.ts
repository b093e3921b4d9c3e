import assert from "node:assert/strict";
import type { Runner } from "../../agent/src/app/index.ts";
import { noTrail } from "../../agent/src/audit/index.ts";
import type { Snapshot } from "../../agent/src/contract/index.ts";

/** A runner that only reads `snapshot`: running, looking or learning a word fails the test. */
export function readOnlyRunner(snapshot: Snapshot): Runner {
  return {
    read: async () => snapshot,
    execute: () => assert.fail("nothing may run"),
    observe: () => assert.fail("nothing may look"),
    trail: () => noTrail,
    learn: () => assert.fail("nothing was chosen, so nothing is learned"),
  };
}
