/**
 * How each fuzz property runs: `small` cases in the suite (bounded, so `npm test` stays quick), or
 * HS_CLAUDE_FUZZ_RUNS for a larger run (`HS_CLAUDE_FUZZ_RUNS=2000 node --import tsx --test <file>`); a failure's
 * report carries the error, which the test runner would not show.
 */
export function fuzzOptions(small: number): { numRuns: number; includeErrorInReport: true } {
  const asked = process.env.HS_CLAUDE_FUZZ_RUNS;
  if (asked === undefined || asked === "") return { numRuns: small, includeErrorInReport: true };
  const runs = Number(asked);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`HS_CLAUDE_FUZZ_RUNS must be a whole number above 0: ${asked}`);
  return { numRuns: runs, includeErrorInReport: true };
}
