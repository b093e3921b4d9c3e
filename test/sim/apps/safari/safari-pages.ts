// `do JavaScript` in the simulated Safari: each tab's page as a real DOM, built from the desktop file's
// `pages[url]` when a script first runs in it and again once the tab shows another URL. Links followed and forms
// submitted in it send the tab to the new URL, titled as that page.
import { AppleEventError } from "../../osascript/apple-events.ts";
import type { JsonValue, ReplyValue } from "../../osascript/apple-events.ts";
import { buildPageDom, type PageDom } from "../../page-dom.ts";
import type { SimPage } from "../../desktop.ts";
import type { SafariSimTab, SafariSimWindow, SafariState } from "./safari-state.ts";

/**
 * Safari's refusal while Develop › Allow JavaScript from Apple Events is off (error 8). Safari 26 and later word
 * it so; earlier ones said "…the 'Allow JavaScript from Apple Events' option in Safari's Develop menu…".
 */
export const JAVASCRIPT_OFF_MESSAGE =
  "You must enable 'Allow JavaScript from Apple Events' in the Developer section of Safari Settings to use " +
  "'do JavaScript'.";
export const JAVASCRIPT_OFF_NUMBER = 8;

/** What a script's value comes back as over Apple Events: text, numbers, booleans; anything else missing value. */
function scriptValue(value: unknown): ReplyValue {
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return null;
}

/** Runs `do JavaScript` scripts in Safari's tabs; `pages` gives a URL's page and `title` a page's tab title. */
export function safariPages(
  state: SafariState,
  pages: (url: string) => SimPage | undefined,
  title: (url: string) => string,
) {
  const doms = new WeakMap<SafariSimTab, { page: PageDom; loads: number }>();
  /** A tab sent elsewhere by its page: replaced in its window by one showing the new URL, as a URL set does. */
  const navigate = (window: SafariSimWindow, shown: SafariSimTab) => (url: string) => {
    const index = window.tabs.indexOf(shown);
    if (index >= 0) window.tabs[index] = { url, name: title(url) };
  };
  return {
    /** `doJavaScript(script, {in: tab})`: the script's value in the tab's page; missing value when it throws. */
    run(window: SafariSimWindow, index: number, script: JsonValue): ReplyValue {
      if (state.allowJavaScriptFromAppleEvents === false)
        throw new AppleEventError(JAVASCRIPT_OFF_NUMBER, JAVASCRIPT_OFF_MESSAGE);
      const tab = window.tabs[index - 1]!;
      // While a navigation is under way the old document answers, until the new one commits.
      const shown = tab.loading?.shown ?? tab.url;
      const built = doms.get(tab);
      let page = built?.page;
      if (page?.url !== shown || built?.loads !== (tab.loads ?? 0)) {
        page?.dom.window.close();
        page = buildPageDom(shown, pages(shown), navigate(window, tab));
        doms.set(tab, { page, loads: tab.loads ?? 0 });
      }
      try {
        return scriptValue(page.dom.window.eval(String(script ?? "")));
      } catch {
        return null;
      }
    },
  };
}

export type SafariPages = ReturnType<typeof safariPages>;
