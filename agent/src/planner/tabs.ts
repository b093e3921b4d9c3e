import type { Snapshot, Tab } from "../contract/index.ts";
import { siteFor } from "../web/sites.ts";
import { bare } from "./text.ts";

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The words of a domain without its top level: "news.ycombinator.com" → news, ycombinator. */
function domainWords(domain: string): string[] {
  return domain.split(".").slice(0, -1);
}

/**
 * Tabs a phrase names: by a well-known site's domain ("hacker news" → news.ycombinator.com), a word
 * of the domain ("reddit"), or the words in the title ("jira"). Whole words only.
 */
export function matchTabs(phrase: string, snapshot: Snapshot): Tab[] {
  const wanted = bare(phrase).replace(/\s+tabs?$/, "").trim();
  if (wanted.length < 2) return [];
  const site = siteFor(wanted);
  const host = site ? new URL(site).hostname.replace(/^www\./, "") : undefined;
  const joined = wanted.replace(/\s+/g, "");
  const inTitle = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(wanted)}($|[^\\p{L}\\p{N}])`, "iu");
  return snapshot.tabs.filter(
    (tab) => (host !== undefined && (tab.domain === host || tab.domain.endsWith(`.${host}`))) || domainWords(tab.domain).includes(joined) || inTitle.test(tab.title),
  );
}

/** The active tab of Chrome's front window: what "this tab" means. */
export function currentTab(snapshot: Snapshot): Tab | undefined {
  return snapshot.tabs.find((tab) => tab.windowIndex === 1 && tab.active);
}

export function describeTab(tab: Tab): string {
  return `tab ${tab.index}: ${tab.title} (${tab.domain})`;
}
