import { TAB_BROWSER, type Snapshot, type Tab } from "../contract/index.ts";
import { aliasKey, type Found } from "./apps.ts";
import { siteFor } from "../web/index.ts";
import { plainLine } from "../util/index.ts";

/** Drops a leading article or possessive: "the reddit tab" names the same tabs as "reddit tab". */
export function bare(phrase: string): string {
  return phrase.replace(/^(?:the|my|a|an|this|that)\s+/, "").trim();
}

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
  const found = tabsNamedBy(phrase, snapshot);
  if (found.tabs.length === 1) return found;
  // The person's own word for a site picks among several tabs, or names one no word matched; never over one match.
  const theirs = snapshot.aliases?.find((word) => word.site && tabWordKey(word.phrase) === tabWordKey(phrase));
  const onSite = snapshot.tabs.filter((tab) => theirs && tab.domain === theirs.site);
  return onSite.length ? { tabs: onSite, mixed: false } : found;
}

/** The same tab phrase however it was said: "the docs tab", "my Docs", "docs tabs". */
function tabWordKey(phrase: string): string {
  return aliasKey(bare(phrase.toLowerCase()).replace(/\s+tabs?$/, ""));
}

function tabsNamedBy(phrase: string, snapshot: Snapshot): { tabs: Tab[]; mixed: boolean } {
  const wanted = bare(phrase)
    .replace(/\s+tabs?$/, "")
    .trim();
  if (wanted.length < 2) return { tabs: [], mixed: false };
  const joined = wanted.replace(/\s+/g, "");
  const site = siteFor(wanted);
  if (site) {
    const host = new URL(site).hostname.replace(/^www\./, "");
    // "spotify" is open.spotify.com, and also www.spotify.com: a domain whose own word is the name said.
    const onSite = (tab: Tab) =>
      tab.domain === host || tab.domain.endsWith(`.${host}`) || domainWords(tab.domain).includes(joined);
    return { tabs: snapshot.tabs.filter(onSite), mixed: false };
  }
  if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/.test(wanted)) {
    const host = wanted.replace(/^www\./, "");
    return {
      tabs: snapshot.tabs.filter((tab) => tab.domain === host || tab.domain.endsWith(`.${host}`)),
      mixed: false,
    };
  }
  const inTitle = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(wanted)}($|[^\\p{L}\\p{N}])`, "iu");
  const byDomain = snapshot.tabs.filter((tab) => domainWords(tab.domain).includes(joined));
  const byTitle = snapshot.tabs.filter((tab) => !byDomain.includes(tab) && inTitle.test(tab.title));
  if (byDomain.length === 0 && byTitle.length === 0) return { tabs: byEveryWord(wanted, snapshot), mixed: false };
  const tabs = snapshot.tabs.filter((tab) => byDomain.includes(tab) || byTitle.includes(tab));
  return { tabs, mixed: byDomain.length > 0 && byTitle.length > 0 };
}

/** "python docs" for docs.python.org: tabs where each word of a phrase of several is a word of the domain or title. */
function byEveryWord(phrase: string, snapshot: Snapshot): Tab[] {
  const wanted = phrase.split(/\s+/);
  if (wanted.length < 2) return [];
  return snapshot.tabs.filter((tab) => {
    const words = new Set([...domainWords(tab.domain), ...tab.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)]);
    return wanted.every((word) => words.has(word));
  });
}

export function matchTabs(phrase: string, snapshot: Snapshot): Tab[] {
  return findTabs(phrase, snapshot).tabs;
}

/** What is said when "this tab" means nothing: no browser window is in front. */
export const NO_TAB_IN_FRONT = `no ${TAB_BROWSER.short} tab is in front`;

/** The active tab of the browser's front window: what "this tab" means. */
export function currentTab(snapshot: Snapshot): Tab | undefined {
  return snapshot.tabs.find((tab) => tab.windowIndex === 1 && tab.active);
}

/** A tab as one line of plain text, whatever its page put in its title: "tab 3: Inbox (mail.google.com)". */
export function describeTab(tab: Tab): string {
  return `tab ${tab.index}: ${plainLine(tab.title)} (${plainLine(tab.domain)})`;
}

/** "1-3, 5-9" for a sorted list of indices. */
function ranges(indices: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < indices.length; i++) {
    let j = i;
    while (j + 1 < indices.length && indices[j + 1] === indices[j]! + 1) j++;
    parts.push(i === j ? `${indices[i]}` : `${indices[i]}-${indices[j]}`);
    i = j;
  }
  return parts.join(", ");
}

/** A tab by its global index (an earlier step of the plan may have closed it); the error lists the open ones. */
export function resolveTab(index: number, desktop: Snapshot): Found<Tab> {
  const tab = desktop.tabs.find((t) => t.index === index);
  if (tab) return { ok: true, value: tab };
  if (desktop.tabsUnavailable)
    return { ok: false, error: `tab ${index} cannot be reached: ${plainLine(desktop.tabsUnavailable)}` };
  if (desktop.tabs.length === 0)
    return { ok: false, error: `tab ${index} does not exist: no ${TAB_BROWSER.short} tabs are open` };
  const open = ranges(desktop.tabs.map((t) => t.index).sort((a, b) => a - b));
  return { ok: false, error: `tab ${index} does not exist; open tabs are ${open}` };
}
