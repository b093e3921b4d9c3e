// What the browsers that run page steps share of their contract (Chrome's `execute javascript`, Safari's
// `do JavaScript`): each browser's folder names its own page operation from it (apps/<app>/contract.ts).
import { WAITS } from "../contract/index.ts";

/** A page tool and its input, run in the tab with that id (absent: the front window's active tab). */
export interface PageRequest {
  tool: string;
  input: { [key: string]: unknown };
  tab?: string;
}

/** The tab the tool ran in, as it is after it (its URL and title), and what the tool gives later steps. */
export interface PageAnswer {
  tab: { id: string; url: string; title: string };
  output: { [key: string]: unknown };
}

/** A browser's page operation, named after its prefix: `<p>_page` runs one page tool. */
export type PageOps<P extends string> = { [K in `${P}_page`]: { params: PageRequest; result: PageAnswer } };

/** How long `page_wait` may wait at most, and by default; how long `navigate` waits for its page; in milliseconds. */
export const PAGE_WAIT_MS = { most: 60_000, usual: 5_000, load: 10_000 } as const;

/** The most characters of HTML `page_html` gives; the rest is cut, and the answer says so. */
export const PAGE_HTML_BUDGET = 20_000;

/** The longest answer a page script may give, in characters: a page tool's output is cut well below it. */
export const PAGE_ANSWER_MOST = 100_000;

/**
 * How long a page tool may take inside the Spoon, in seconds: a wait its timeout, then a script or two (three for
 * `navigate`: the document before it is read first).
 */
export function pageSeconds(request: PageRequest): number {
  const waits = request.tool === "wait" ? Number(request.input.timeout ?? PAGE_WAIT_MS.usual) : 0;
  const wait = (request.tool === "navigate" ? PAGE_WAIT_MS.load : waits) / 1000;
  const scripts = request.tool === "navigate" ? 3 : 2;
  return Math.min(wait, PAGE_WAIT_MS.most / 1000) + scripts * WAITS.script + WAITS.focus;
}
