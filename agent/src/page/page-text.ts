/** The most characters of a page's text one request carries; the page script cuts its HTML before this. */
export const PAGE_TEXT_BUDGET = 20_000;

/**
 * Text that came from a web page (its HTML, a step's output), as a model is given it: every request puts page text
 * through here and nowhere else, cut to the budget, saying so.
 */
export function pageText(text: string): string {
  if (text.length <= PAGE_TEXT_BUDGET) return text;
  return `${text.slice(0, PAGE_TEXT_BUDGET)}\n[cut to the first ${PAGE_TEXT_BUDGET} of ${text.length} characters]`;
}
