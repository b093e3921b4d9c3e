import type { Stats } from "node:fs";

/** Where the code of this kind of run of this build of the bundle is kept. */
export function keptCode(bundle: string, built: Stats, argv: string[]): string;

/** The bundle's `main`, compiled with the code kept for its kind of run, and what keeps this run's code. */
export function compiledBundle(
  bundle: string,
  built: Stats,
  argv: string[],
): { main(argv: string[]): Promise<number>; keepCompiled(): void };
