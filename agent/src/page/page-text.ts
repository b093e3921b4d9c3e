import { untrusted } from "../llm/index.ts";

/** The most characters of a page's text one request carries; the page script cuts its HTML before this. */
export const PAGE_TEXT_BUDGET = 20_000;

/**
 * Text that came from a web page (its title, its HTML, a step's output), as a model is given it: every request puts
 * page text through here and nowhere else, cut to the budget (saying so) and labelled as untrusted data.
 */
export function pageText(text: string): string {
  const cut =
    text.length <= PAGE_TEXT_BUDGET
      ? text
      : `${text.slice(0, PAGE_TEXT_BUDGET)}\n[cut to the first ${PAGE_TEXT_BUDGET} of ${text.length} characters]`;
  return untrusted("web page", cut);
}
