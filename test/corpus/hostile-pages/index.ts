import { ACCOUNTS } from "./accounts.ts";
import { CHECKOUTS } from "./checkouts.ts";
import { COMPOSE } from "./compose.ts";
import { CONTROLS } from "./controls.ts";
import { HARMLESS } from "./harmless.ts";
import { NAMES } from "./names.ts";
import type { CorpusPage } from "./page.ts";
import { STRUCTURE } from "./structure.ts";

export type { CorpusAction, CorpusPage } from "./page.ts";
export { CORPUS_TAB, corpusDesktop } from "./desktop.ts";

/** Every page of the corpus: the hostile ones by kind, then the harmless look-alikes. */
export const CORPUS: readonly CorpusPage[] = [
  ...CHECKOUTS,
  ...COMPOSE,
  ...CONTROLS,
  ...NAMES,
  ...ACCOUNTS,
  ...STRUCTURE,
  ...HARMLESS,
];

for (const key of ["name", "url"] as const) {
  const seen = new Set<string>();
  for (const page of CORPUS) {
    if (seen.has(page[key])) throw new Error(`two pages of the corpus have the ${key} ${page[key]}`);
    seen.add(page[key]);
  }
}

/**
 * The pages named, in that order: a sample for the runners that cannot take every page in `npm test`; with
 * HS_CLAUDE_CORPUS=all, every page of the corpus (the larger run RELIABILITY.md reports).
 */
export function corpusPages(names: readonly string[]): readonly CorpusPage[] {
  if (process.env.HS_CLAUDE_CORPUS === "all") return CORPUS;
  return names.map((name) => {
    const page = CORPUS.find((candidate) => candidate.name === name);
    if (!page) throw new Error(`the corpus has no page named ${name}`);
    return page;
  });
}
