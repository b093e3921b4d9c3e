import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "../../support/index.ts";
import type { CorpusPage } from "./page.ts";

/** The tab id of the corpus page at `index` of the pages given to corpusDesktop. */
export const CORPUS_TAB = (index: number) => String(9001 + index);

type Tab = { index: number; id: number; windowIndex: number; localIndex: number };

/**
 * The built-in desktop with each page given open in a tab of Chrome's second window (after the docs and YouTube
 * tabs), its id CORPUS_TAB of its index, its HTML the page's.
 */
export function corpusDesktop(pages: readonly CorpusPage[]) {
  const desktop = JSON.parse(readFileSync(join(REPO, "test/sim/desktops/default.json"), "utf8"));
  const tabs = desktop.tabs as Tab[];
  const first = tabs.length;
  const inWindow = tabs.filter((tab) => tab.windowIndex === 2).length;
  pages.forEach((page, i) =>
    tabs.push({
      ...{ index: first + i + 1, id: Number(CORPUS_TAB(i)), windowIndex: 2, localIndex: inWindow + i + 1 },
      ...{ title: page.title, url: page.url, domain: new URL(page.url).host, active: false },
    } as Tab),
  );
  const html = pages.map((page) => [page.url, { title: page.title, elements: [], html: page.html }]);
  desktop.pages = { ...desktop.pages, ...Object.fromEntries(html) };
  return desktop;
}
