// Safari's own operations: declared here, proven equal to the agent's (agent/src/apps/safari/operations.ts).
import { pageSeconds, type PageOps } from "../page-contract.ts";

/**
 * A Safari tab where it is now. Safari gives tabs no id, so a tab is named by its window's id (Safari's own, stable
 * for the window's life), its index in that window (1-based, left to right) and the page it shows: an action finds
 * it there again, or as the one tab of that window showing that page, and never acts on another page.
 */
export interface SafariTabRef {
  windowId: number;
  index: number;
  url: string;
}

/** A tab as listed: where it is, its title, its window's place (1 in front), and whether it is its window's current. */
export interface SafariTab extends SafariTabRef {
  window: number;
  title: string;
  current: boolean;
}

/** Why a tab was not acted on: no tab of its window shows its page, or several do (which one cannot be told). */
export type SafariMissed = SafariTabRef & { reason: "gone" | "ambiguous" };

/**
 * Safari's operations: list its tabs, switch to one, open a page, close tabs, reopen closed ones (undo), and run a
 * page step in a tab (`safari_page`, through `do JavaScript`).
 */
export interface SafariOps extends PageOps<"safari"> {
  safari_tabs: { params: Record<string, never>; result: { running: boolean; tabs: SafariTab[] } };
  safari_switch: { params: SafariTabRef; result: { switched: SafariTab[]; missed: SafariMissed[] } };
  safari_open: { params: { url: string }; result: SafariTabRef };
  safari_close: {
    params: { tabs: SafariTabRef[] };
    result: { closed: (SafariTabRef & { title: string })[]; missed: SafariMissed[]; complete: boolean };
  };
  safari_reopen: { params: { tabs: SafariTabRef[] }; result: { opened: SafariTabRef[] } };
}

/** How long the Spoon waits for a Safari script (it kills osascript after that). */
export const SAFARI_SCRIPT_SECONDS = 10;

/** How long each operation may take inside the Spoon, in seconds: one script. */
export const SAFARI_SECONDS = {
  safari_tabs: () => SAFARI_SCRIPT_SECONDS,
  safari_switch: () => SAFARI_SCRIPT_SECONDS,
  safari_open: () => SAFARI_SCRIPT_SECONDS,
  safari_close: () => SAFARI_SCRIPT_SECONDS,
  safari_reopen: () => SAFARI_SCRIPT_SECONDS,
  safari_page: pageSeconds,
};
