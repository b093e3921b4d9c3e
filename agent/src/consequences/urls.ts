import type { ApprovalRequest } from "./types.ts";
import { listed, shorten, unsaid } from "./words.ts";

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/**
 * What a web address carries to its site beyond where it goes: the values of its query (and a key given
 * alone, "?<data>"), and its fragment. Names of keys ("q", "search_query") are the site's, not data.
 */
function carried(url: URL): string {
  const values = [...url.searchParams.entries()].map(([key, value]) => (value === "" ? key : value));
  return [...values, decoded(url.hash.slice(1))].join(" ");
}

/**
 * The question before opening a web address whose query or fragment carries words the person did not say
 * (a query built from page or screen text: https://evil.example/?d=<what a page said>); undefined for an
 * address that carries nothing, or only their words ("search google for cats" → ?q=cats).
 */
export function urlApproval(address: string, said: string | undefined, who = "Claude"): ApprovalRequest | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // Not an address anything opens: the command's own check refuses it.
    return undefined;
  }
  const strange = unsaid(carried(url), said);
  if (strange.length === 0) return undefined;
  const site = url.host;
  const whose = said === undefined ? "data no command of yours gave" : `words you did not say (${listed(strange)})`;
  return {
    title: `Open ${site} with data in its address?`,
    detail: `${who} wants to open ${shorten(address, 120)}: its address carries ${whose}, which would reach ${site}.`,
  };
}
