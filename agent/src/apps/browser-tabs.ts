// What the browsers' folders share on the agent's side: the page a clause names for a browser ("apple.com in safari"),
// and the tabs a phrase names among any browser's tabs, by the same matching as the snapshot's tabs.
import type { Snapshot, Tab } from "../contract/index.ts";
import { findTabs } from "../desktop/index.ts";

/** "open apple.com in safari": a page, and the browser it is for. */
export const IN_BROWSER = /^(.+?) in (?:the )?(.+?)(?: browser)?$/;

/** A browser's tab as its folder reads it: enough to match a phrase against. */
export interface BrowserTab {
  title: string;
  url: string;
}

/** The host of a web address without "www.", lower case; "" for anything else. */
export function domainOf(url: string): string {
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(url)?.[1] ?? "";
  return host.toLowerCase().replace(/^www\./, "");
}

/**
 * The tabs of `tabs` a phrase names ("reddit", "the github tab"), as it names the snapshot's tabs: a well-known site by
 * its domain, another word by a word of the domain or whole words of the title, the person's own words for sites too.
 * `mixed` says some matched by domain and others only by title.
 */
export function tabsNamed<T extends BrowserTab>(
  phrase: string,
  tabs: readonly T[],
  desktop: Snapshot,
): { tabs: T[]; mixed: boolean } {
  const asTabs: Tab[] = tabs.map((tab, i) => ({
    index: i + 1,
    id: String(i + 1),
    windowIndex: 1,
    localIndex: i + 1,
    title: tab.title,
    url: tab.url,
    domain: domainOf(tab.url),
    active: false,
  }));
  const found = findTabs(phrase, { ...desktop, tabs: asTabs });
  return { tabs: found.tabs.map((tab) => tabs[tab.index - 1]!), mixed: found.mixed };
}
