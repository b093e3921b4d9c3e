// Safari's state in the simulator: its windows front to back, each with its tabs and its current tab. Safari gives
// windows an id (stable for the window's life) and tabs none: a tab is its window's and its place there.
import { InputError } from "../../../../agent/src/errors/index.ts";

export interface SafariSimTab {
  name: string;
  /** The URL Safari reports for the tab: a URL set shows at once, before its page has replaced the old one. */
  url: string;
  /** While a navigation is under way: the URL of the page the tab still shows, and when the new one commits. */
  loading?: { shown: string; commitsAt: number };
  /** How many pages the tab has loaded by navigations: each is a new document. */
  loads?: number;
}

/**
 * How long a page sent to a tab takes to replace the old one, on the simulated clock: the old document (its
 * title, its DOM, readyState "complete") stays until then, as in a real Safari (estimate of a typical load).
 */
export const SAFARI_NAVIGATION_MS = 500;

/** Sends a tab to `url` as setting its URL does: the old page stays shown until the new one commits. */
export function startNavigation(tab: SafariSimTab, url: string, now: number): void {
  tab.loading = { shown: tab.loading?.shown ?? tab.url, commitsAt: now + SAFARI_NAVIGATION_MS };
  tab.url = url;
}

/** The navigations whose time has come replace their tabs' pages, titled as the new page. */
export function commitNavigations(state: SafariState, now: number, title: (url: string) => string): void {
  for (const tab of state.windows.flatMap((window) => window.tabs)) {
    if (tab.loading === undefined || tab.loading.commitsAt > now) continue;
    delete tab.loading;
    tab.name = title(tab.url);
    tab.loads = (tab.loads ?? 0) + 1;
  }
}

export interface SafariSimWindow {
  id: number;
  tabs: SafariSimTab[];
  /** The current tab, 1-based. */
  current: number;
}

export interface SafariState {
  /** Front window first. */
  windows: SafariSimWindow[];
  nextWindowId: number;
  /**
   * Settings › Developer › Allow JavaScript from Apple Events (`sim.safariJavascriptFromAppleEvents`): off unless the
   * desktop file says true, as on a new Mac.
   */
  allowJavaScriptFromAppleEvents: boolean;
}

type SeedState = { windows?: unknown };
type SeedWindow = { id?: unknown; tabs?: unknown; current?: unknown };
type SeedTab = { title?: unknown; url?: unknown };

/**
 * The desktop file's `appState.Safari`: {"windows": [{"id"?, "tabs": [{"title", "url"}], "current"?}]}, front window
 * first, `current` 1-based (default 1), ids made when absent; anything else starts with no window. `sim` is the
 * file's `sim`: `"safariJavascriptFromAppleEvents": true` is Safari's Allow JavaScript from Apple Events turned on
 * (a new Mac's Safari has it off: lionheart/openradar-mirror#12830).
 */
export function safariFrom(given: unknown, sim: unknown): SafariState {
  const allow = (sim as { safariJavascriptFromAppleEvents?: unknown } | undefined)?.safariJavascriptFromAppleEvents;
  if (allow !== undefined && typeof allow !== "boolean")
    throw new InputError("not a desktop snapshot: sim.safariJavascriptFromAppleEvents must be true or false");
  const state: SafariState = { windows: [], nextWindowId: 9001, allowJavaScriptFromAppleEvents: allow === true };
  const list = (given as SeedState | undefined)?.windows;
  if (!Array.isArray(list)) return state;
  for (const seed of list as SeedWindow[]) {
    const tabs = (Array.isArray(seed.tabs) ? (seed.tabs as SeedTab[]) : []).map((tab) => ({
      name: String(tab.title ?? ""),
      url: String(tab.url ?? ""),
    }));
    if (tabs.length === 0) continue;
    const id = typeof seed.id === "number" ? seed.id : state.nextWindowId++;
    const current =
      typeof seed.current === "number" && seed.current >= 1 && seed.current <= tabs.length ? seed.current : 1;
    state.windows.push({ id, tabs, current });
  }
  state.nextWindowId = Math.max(state.nextWindowId, ...state.windows.map((w) => w.id + 1));
  return state;
}

/** What appState shows: {"windows": [{"id", "tabs": [{"title", "url"}], "current"}]}, front window first. */
export function safariShape(state: SafariState): object {
  return {
    windows: state.windows.map((w) => ({
      id: w.id,
      tabs: w.tabs.map((tab) => ({ title: tab.name, url: tab.url })),
      current: w.current,
    })),
  };
}

/** A new window in front with one tab, as a new Safari document makes. */
export function newWindow(state: SafariState, tab: SafariSimTab): SafariSimWindow {
  const window = { id: state.nextWindowId++, tabs: [tab], current: 1 };
  state.windows.unshift(window);
  return window;
}

/** Closes a tab; its window closes with its last tab, as in Safari. The current tab stays the one it was. */
export function closeTab(state: SafariState, window: SafariSimWindow, index: number): void {
  window.tabs.splice(index - 1, 1);
  if (window.tabs.length === 0) state.windows.splice(state.windows.indexOf(window), 1);
  else if (window.current > index || window.current > window.tabs.length) window.current -= 1;
}
