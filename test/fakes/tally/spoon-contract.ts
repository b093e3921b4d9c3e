// Tally, a test-only app (test/e2e/app-registration.test.ts): its Spoon folder's contract, copied to
// spoon/src/apps/tally/contract.ts. It declares the operations only Tally uses, proven equal to its agent
// folder's schemas (agent.ts).
import { WAITS } from "../../../spoon/src/contract/index.ts";

/** Tally's own operations: add to its count, answering the count. */
export interface TallyOps {
  tally_add: { params: { amount: number }; result: { count: number } };
}

/** How long each may take inside the Spoon, in seconds: one script. */
export const TALLY_SECONDS = { tally_add: () => WAITS.script };
