import type { Stats } from "node:fs";

/** The bundle's `main`, compiled with the code kept for its kind of run, and what keeps this run's code. */
export function compiledBundle(
  bundle: string,
  built: Stats,
  argv: string[],
): { main(argv: string[]): Promise<number>; keepCompiled(): void };
