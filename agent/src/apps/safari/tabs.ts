import { failed, type StepOutcome } from "../../commands/index.ts";
import type { Snapshot } from "../../contract/index.ts";
import { domainOf, tabsNamed } from "../browser-tabs.ts";
import { plainLine } from "../../util/index.ts";
import type { SafariTab, SafariTabRef } from "./operations.ts";

/** A Safari tab in one line: "w1.3 Inbox (mail.google.com)", window 1 the front one, 3 its place there. */
export const tabLine = (tab: SafariTab): string =>
  `w${tab.window}.${tab.index} ${plainLine(tab.title)} (${plainLine(domainOf(tab.url))})`;

export const refOf = (tab: SafariTabRef): SafariTabRef => ({ windowId: tab.windowId, index: tab.index, url: tab.url });

/** The tabs the words name among Safari's, or the failure that says so: none, or (`one`) several, listed to pick. */
export function namedTabs(
  words: string,
  tabs: SafariTab[],
  desktop: Snapshot,
  one: boolean,
): SafariTab[] | StepOutcome {
  const quoted = `"${plainLine(words)}"`;
  if (tabs.length === 0) return failed("no Safari tab is open", { tabs }, "validation");
  const { tabs: found, mixed } = tabsNamed(words, tabs, desktop);
  const listed = (list: SafariTab[]) => list.map(tabLine).join("; ");
  if (found.length === 0)
    return failed(`no Safari tab matches ${quoted}; open tabs: ${listed(tabs)}`, { tabs }, "validation");
  if (found.length > 1 && (one || mixed)) {
    const which = mixed ? "some by site and others by title" : "which one is meant?";
    return failed(
      `${found.length} Safari tabs match ${quoted}, ${which} ${listed(found)}; nothing was changed`,
      {
        matches: found,
      },
      "validation",
    );
  }
  return found;
}
