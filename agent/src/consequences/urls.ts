import { SITES } from "../web/index.ts";
import { listed, named, whole } from "./shown.ts";
import type { ApprovalRequest } from "./types.ts";
import { unsaid } from "./words.ts";

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/** Path segments that name a kind of page on many sites, not data: /search, /results, /watch, /wiki. */
const PAGES = new Set(["search", "results", "watch", "wiki", "index", "home"]);

const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
/** The site a web address goes to, its host without "www."; undefined for an address that is no http(s) one. */
export const siteOf = (address: string): string | undefined => {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  return url && /^https?:$/.test(url.protocol) ? bare(url.hostname) : undefined;
};
/** The hosts of the known sites (web/sites.ts), without "www.": "youtube.com", "mail.google.com". */
const KNOWN_HOSTS = [...new Set(Object.values(SITES).map((site) => bare(new URL(site).hostname)))];
/** A host of a known site or under one ("en.wikipedia.org", "m.youtube.com"): where it goes names no data. */
const isKnown = (host: string) => KNOWN_HOSTS.some((known) => bare(host) === known || host.endsWith(`.${known}`));

/**
 * What a web address carries to its site: the values of its query (and a key given alone, "?<data>"), its
 * fragment and its user part; with `whole` also its host's words (but a known site's, and its top-level domain)
 * and its path. Names of keys ("q", "search_query") are the site's, not data.
 */
function carried(url: URL, whole: boolean): string {
  const values = [...url.searchParams.entries()].map(([key, value]) => (value === "" ? key : value));
  const user = [decoded(url.username), decoded(url.password)];
  const query = [...values, decoded(url.hash.slice(1)), ...user];
  if (!whole) return query.join(" ");
  const host = isKnown(url.hostname) ? [] : url.hostname.split(".").slice(0, -1);
  const path = url.pathname
    .split("/")
    .map(decoded)
    .filter((segment) => !PAGES.has(segment.toLowerCase()));
  return [...host, ...path, ...query].join(" ");
}

/**
 * The question before opening a web address that carries words the person did not say (page or screen text sent
 * to a site: https://evil.example/?d=<what a page said>, or in its path, host or user part); undefined for an
 * address that carries nothing, or only their words ("search google for cats" → ?q=cats; "open gmail").
 *
 * With the person's words (run, the command bar, the vision loop) every part but a known site's host is judged,
 * word by word. A contract given whole (`exec`, `said` undefined) names its addresses whole: its host and path are
 * where it goes, so only what it carries beyond that (query, fragment, user part) is judged. So is a link a page
 * wrote (`linked`): where it goes is the page's; what it carries is judged against the person's words.
 */
export function urlApproval(
  address: string,
  said: string | undefined,
  who = "Claude",
  linked = false,
): ApprovalRequest | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // Not an address anything opens: the command's own check refuses it.
    return undefined;
  }
  const strange = unsaid(carried(url, said !== undefined && !linked), said);
  if (strange.length === 0) return undefined;
  const site = named(url.host || url.protocol);
  const whose = said === undefined ? "data no command of yours gave" : `words you did not say (${listed(strange, 8)})`;
  return {
    title: `Open ${site} with data in its address?`,
    detail: `${who} wants to open ${whole(url.href)}: its address carries ${whose}, which would reach ${site}.`,
  };
}
