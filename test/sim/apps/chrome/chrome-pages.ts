import { navigateTab } from "../../content.ts";
import type { SimDesktop } from "../../desktop.ts";
import { buildPageDom, type PageDom } from "../../page-dom.ts";

/**
 * Gives each of Chrome's tabs a real DOM of the page it shows, built when a script first runs in it and again
 * once the tab shows another URL; `execute` runs its script there. Links followed and forms submitted in it
 * navigate the tab, which then shows the new URL's page.
 */
export function servePages(desktop: SimDesktop): void {
  const doms = new Map<number, PageDom>();
  desktop.chrome.pageScript = (tab, javascript) => {
    // A page the tab was sent to (its URL set, back, forward, reloaded) has loaded by the time a script reaches it.
    const loaded = tab.loading;
    if (loaded) desktop.chrome.finishLoading(tab.id, desktop.content.pages.get(tab.url)?.title);
    let page = doms.get(tab.id);
    if (loaded || page?.url !== tab.url) {
      page?.dom.window.close();
      page = buildPageDom(tab.url, desktop.content.pages.get(tab.url), (url) => navigateTab(desktop, tab.id, url));
      doms.set(tab.id, page);
    }
    try {
      return page.dom.window.eval(javascript) as unknown;
    } catch {
      return undefined; // a script that throws gives Chrome no value: missing value
    }
  };
}

/** Chrome's conversion of a script's value (V8ValueConverter, then ValueToAppleEventDescriptor). */
export function scriptValue(value: unknown, depth = 0, seen = new Set<object>()): unknown {
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== "object" || depth >= 100 || seen.has(value)) return null;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => scriptValue(item, depth + 1, seen));
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (typeof item !== "function" && item !== undefined) record[key] = scriptValue(item, depth + 1, seen);
    }
    return record;
  } finally {
    seen.delete(value);
  }
}
