/**
 * How many cases each fuzz property tries: `small` in the suite (bounded, so `npm test` stays quick), or
 * HS_CLAUDE_FUZZ_RUNS for a larger run (`HS_CLAUDE_FUZZ_RUNS=2000 node --import tsx --test <file>`).
 */
export function fuzzRuns(small: number): number {
  const asked = process.env.HS_CLAUDE_FUZZ_RUNS;
  if (asked === undefined || asked === "") return small;
  const runs = Number(asked);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`HS_CLAUDE_FUZZ_RUNS must be a whole number above 0: ${asked}`);
  return runs;
}
