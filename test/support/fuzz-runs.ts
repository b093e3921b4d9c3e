type FuzzOptions = { numRuns: number; includeErrorInReport: true; seed?: number };

/** A whole number from the environment, or undefined when the variable is unset. */
function wholeNumber(name: string, least: number): number | undefined {
  const asked = process.env[name];
  if (asked === undefined || asked === "") return undefined;
  const value = Number(asked);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number from ${least}: ${asked}`);
  return value;
}

/**
 * How each fuzz property runs: `small` cases in the suite (bounded, so `npm test` stays quick), or
 * HS_CLAUDE_FUZZ_RUNS for a larger run (`HS_CLAUDE_FUZZ_RUNS=2000 node --import tsx --test <file>`), and
 * HS_CLAUDE_FUZZ_SEED to replay a failure from its reported random seed; a failure's report carries the error,
 * which the test runner would not show.
 */
export function fuzzOptions(small: number): FuzzOptions {
  const seed = wholeNumber("HS_CLAUDE_FUZZ_SEED", -(2 ** 31));
  const options: FuzzOptions = { numRuns: wholeNumber("HS_CLAUDE_FUZZ_RUNS", 1) ?? small, includeErrorInReport: true };
  return seed === undefined ? options : { ...options, seed };
}
