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
 * Tabs a phrase names. A well-known site ("hacker news", "gmail") matches by its domain only;
 * another word matches a word of the domain ("reddit") or whole words of the title ("jira").
 * `mixed` says some matched by domain and others only by title: "close all X tabs" must then ask.
 */
export function findTabs(phrase: string, snapshot: Snapshot): { tabs: Tab[]; mixed: boolean } {
  const wanted = bare(phrase)
    .replace(/\s+tabs?$/, "")
    .trim();
  if (wanted.length < 2) return { tabs: [], mixed: false };
  const site = siteFor(wanted);
  if (site) {
    const host = new URL(site).hostname.replace(/^www\./, "");
    return {
      tabs: snapshot.tabs.filter((tab) => tab.domain === host || tab.domain.endsWith(`.${host}`)),
      mixed: false,
    };
  }
  const joined = wanted.replace(/\s+/g, "");
  const inTitle = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(wanted)}($|[^\\p{L}\\p{N}])`, "iu");
  const byDomain = snapshot.tabs.filter((tab) => domainWords(tab.domain).includes(joined));
  const byTitle = snapshot.tabs.filter((tab) => !byDomain.includes(tab) && inTitle.test(tab.title));
  const tabs = snapshot.tabs.filter((tab) => byDomain.includes(tab) || byTitle.includes(tab));
  return { tabs, mixed: byDomain.length > 0 && byTitle.length > 0 };
}

export function matchTabs(phrase: string, snapshot: Snapshot): Tab[] {
  return findTabs(phrase, snapshot).tabs;
}

/** The active tab of Chrome's front window: what "this tab" means. */
export function currentTab(snapshot: Snapshot): Tab | undefined {
  return snapshot.tabs.find((tab) => tab.windowIndex === 1 && tab.active);
}

export function describeTab(tab: Tab): string {
  return `tab ${tab.index}: ${tab.title} (${tab.domain})`;
}
