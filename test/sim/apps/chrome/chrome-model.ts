// The state of a simulated Google Chrome and the mutations its scripting interface performs.
// Facts follow chromium's chrome/browser/ui/cocoa/applescript/*.mm; choices are noted where made.

import { TabHistories } from "./chrome-history.ts";

export interface ChromeTab {
  id: number;
  title: string;
  url: string;
  loading: boolean;
  /** A beforeunload handler keeps the page open when asked to close (a simulator field of snapshot tabs). */
  beforeunload?: boolean;
}
export interface ChromeWindow {
  id: number;
  tabs: ChromeTab[];
  activeTabIndex: number; // 1-based, as AppleScript reports it
  minimized: boolean;
  mode: "normal" | "incognito";
  /** The Chrome profile it belongs to (absent: the first profile, "Default"); the sdef has no term for it. */
  profile?: string;
}

export type ChromeChange =
  | { kind: "launched" | "quit" | "activated" }
  | { kind: "windowOpened" | "windowClosed" | "windowMoved" | "windowMinimized"; windowId: number }
  | {
      kind: "tabOpened" | "tabClosed" | "tabActivated" | "tabNavigated" | "tabLoaded";
      windowId: number;
      tabId: number;
    };

/** Chrome's own AppleScript error numbers (enum class Error in error_applescript.h). */
export const ChromeErrorNumber = {
  invalidUrl: 5,
  invalidMode: 8,
  invalidTabIndex: 9,
  setMode: 10,
  wrongIndex: 11,
  javaScriptUnsupported: 12,
} as const;

export const JAVASCRIPT_UNSUPPORTED_MESSAGE =
  "Executing JavaScript through AppleScript is turned off. To turn it on, from the menu bar, " +
  "go to View > Developer > Allow JavaScript from Apple Events.";

/** An error Chrome sets on the current script command; the number is what scripts see. */
export class ChromeScriptError extends Error {
  constructor(
    readonly number: number,
    message: string,
  ) {
    super(message);
    this.name = "ChromeScriptError";
  }
}

export const NEW_TAB_URL = "chrome://newtab/";

/** Title shown before a page "loads": "New Tab" for the NTP, else the URL's host, else the URL. */
export function provisionalTitle(url: string): string {
  if (url === NEW_TAB_URL) return "New Tab";
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed && parsed.host !== "" ? parsed.host : url;
}

export interface ChromeModelInit {
  running: boolean;
  windows: ChromeWindow[]; // front to back
  nextTabId?: number;
  nextWindowId?: number;
  allowJavaScriptFromAppleEvents?: boolean;
  /** Chrome opens one New Tab window when it starts (default true); false models a restore of nothing. */
  opensWindowOnLaunch?: boolean;
  /** Chrome builds whose uniqueID was an NSNumber report integer ids; current ones report strings. */
  integerIds?: boolean;
}

export class ChromeModel {
  running: boolean;
  windows: ChromeWindow[];
  frontmost = false;
  /** View › Developer › Allow JavaScript from Apple Events of every profile not in `javaScriptByProfile`. */
  allowJavaScriptFromAppleEvents: boolean;
  /**
   * The setting of the profiles that have their own: it is per profile (tab_applescript.mm asks
   * IsJavaScriptEnabledForProfile of the tab's profile).
   */
  javaScriptByProfile: Record<string, boolean> = {};
  opensWindowOnLaunch: boolean;
  integerIds: boolean;
  /** Apple events received, one per JXA get/set/count/command/make; `running()` sends none. */
  appleEvents = 0;
  onChange?: (change: ChromeChange) => void;
  /** Runs `execute({javascript})` in a page; default answers `document.title` and nothing else. */
  pageScript?: (tab: ChromeTab, javascript: string) => unknown;
  readonly history = new TabHistories();
  /** Ids to hand out next; allocation also skips past any id already in `windows`. */
  nextTabId: number;
  nextWindowId: number;

  constructor(init: ChromeModelInit) {
    this.running = init.running;
    this.windows = init.windows;
    this.allowJavaScriptFromAppleEvents = init.allowJavaScriptFromAppleEvents ?? false;
    this.opensWindowOnLaunch = init.opensWindowOnLaunch ?? true;
    this.integerIds = init.integerIds ?? false;
    const tabIds = init.windows.flatMap((window) => window.tabs.map((tab) => tab.id));
    this.nextTabId = init.nextTabId ?? Math.max(0, ...tabIds) + 1;
    this.nextWindowId = init.nextWindowId ?? Math.max(0, ...init.windows.map((window) => window.id)) + 1;
  }

  launch(): void {
    if (this.running) return;
    this.running = true;
    this.emit({ kind: "launched" });
    if (this.opensWindowOnLaunch) this.newWindow("normal");
  }

  quit(): void {
    if (!this.running) return;
    this.running = false;
    this.frontmost = false;
    this.windows = [];
    this.emit({ kind: "quit" });
  }

  activate(): void {
    this.launch();
    this.frontmost = true;
    this.emit({ kind: "activated" });
  }

  /** Opens a window in front holding one tab (the New Tab page unless a URL is given). */
  newWindow(mode: ChromeWindow["mode"], url: string = NEW_TAB_URL): ChromeWindow {
    const id = Math.max(this.nextWindowId, ...this.windows.map((other) => other.id + 1));
    this.nextWindowId = id + 1;
    const window: ChromeWindow = { id, tabs: [], activeTabIndex: 1, minimized: false, mode };
    window.tabs.push(this.createTab(url));
    this.windows.unshift(window);
    this.emit({ kind: "windowOpened", windowId: window.id });
    return window;
  }

  /** A foreground tab at `index` (0-based; default the end), as `make new tab` and `tabs.push(...)` open one. */
  newTab(windowId: number, url: string = NEW_TAB_URL, index?: number): ChromeTab {
    const window = this.requireWindow(windowId);
    const tab = this.createTab(url);
    const at = index === undefined ? window.tabs.length : Math.max(0, Math.min(index, window.tabs.length));
    window.tabs.splice(at, 0, tab);
    window.activeTabIndex = at + 1;
    this.emit({ kind: "tabOpened", windowId, tabId: tab.id });
    return tab;
  }

  /**
   * Closing the last tab closes its window, as in Chrome. A page with a beforeunload handler asks the
   * person to leave and stays open: `close` returns as if it had worked (only reading the tabs tells).
   */
  closeTab(windowId: number, tabId: number): void {
    const window = this.requireWindow(windowId);
    const index = window.tabs.findIndex((tab) => tab.id === tabId);
    if (index < 0) throw new Error(`no tab ${tabId} in window ${windowId}`);
    if (window.tabs[index]!.beforeunload) return;
    window.tabs.splice(index, 1);
    this.emit({ kind: "tabClosed", windowId, tabId });
    if (window.tabs.length === 0) return this.closeWindow(windowId);
    if (window.activeTabIndex > index + 1 || window.activeTabIndex > window.tabs.length) window.activeTabIndex--;
  }

  closeWindow(windowId: number): void {
    this.requireWindow(windowId);
    this.windows = this.windows.filter((window) => window.id !== windowId);
    this.emit({ kind: "windowClosed", windowId });
  }

  /** Moves a window to a 1-based front-to-back position; out of range is Chrome's error 11. */
  setWindowIndex(windowId: number, index: number): void {
    const window = this.requireWindow(windowId);
    if (!Number.isInteger(index) || index < 1 || index > this.windows.length) {
      throw new ChromeScriptError(ChromeErrorNumber.wrongIndex, "Invalid window index.");
    }
    this.windows = this.windows.filter((other) => other !== window);
    this.windows.splice(index - 1, 0, window);
    this.emit({ kind: "windowMoved", windowId });
  }

  raiseWindow(windowId: number): void {
    this.setWindowIndex(windowId, 1);
  }

  setMinimized(windowId: number, minimized: boolean): void {
    this.requireWindow(windowId).minimized = minimized;
    this.emit({ kind: "windowMinimized", windowId });
  }

  /** 1-based; out of range is Chrome's error 9 (kInvalidTabIndex). */
  setActiveTabIndex(windowId: number, index: number): void {
    const window = this.requireWindow(windowId);
    if (!Number.isInteger(index) || index < 1 || index > window.tabs.length) {
      throw new ChromeScriptError(ChromeErrorNumber.invalidTabIndex, "Invalid tab index.");
    }
    window.activeTabIndex = index;
    this.emit({ kind: "tabActivated", windowId, tabId: window.tabs[index - 1]!.id });
  }

  /** Navigates; the page stays `loading` with a provisional title until finishLoading. */
  setTabUrl(tabId: number, url: string, inHistory = false): void {
    const found = this.requireTab(tabId);
    if (url.startsWith("javascript:")) return this.runJavaScriptUrl(found.tab, url);
    if (!URL.canParse(url)) throw new ChromeScriptError(ChromeErrorNumber.invalidUrl, "Invalid URL.");
    if (!inHistory) this.history.visit(tabId, found.tab.url, url);
    Object.assign(found.tab, { url, title: provisionalTitle(url), loading: true });
    this.emit({ kind: "tabNavigated", windowId: found.window.id, tabId });
  }

  /** `go back` (-1) and `go forward` (1): nothing happens when the tab's history has no entry there. */
  goInHistory(tabId: number, step: -1 | 1): void {
    const url = this.history.move(tabId, step);
    if (url !== undefined) this.setTabUrl(tabId, url, true);
  }

  reloadTab(tabId: number): void {
    const found = this.requireTab(tabId);
    found.tab.loading = true;
    this.emit({ kind: "tabNavigated", windowId: found.window.id, tabId });
  }

  finishLoading(tabId: number, title?: string): void {
    const found = this.requireTab(tabId);
    found.tab.loading = false;
    if (title !== undefined) found.tab.title = title;
    this.emit({ kind: "tabLoaded", windowId: found.window.id, tabId });
  }

  /** Whether the profile of a window lets scripts sent over Apple Events run JavaScript in its tabs. */
  javaScriptAllowedIn(window: ChromeWindow): boolean {
    const own = this.javaScriptByProfile[window.profile ?? "Default"];
    return own ?? this.allowJavaScriptFromAppleEvents;
  }

  /** Runs page JavaScript as `execute` does; error 12 when the tab's profile has Apple Events JavaScript off. */
  executeJavaScript(tabId: number, javascript: string): unknown {
    const { tab, window } = this.requireTab(tabId);
    if (!this.javaScriptAllowedIn(window)) {
      throw new ChromeScriptError(ChromeErrorNumber.javaScriptUnsupported, JAVASCRIPT_UNSUPPORTED_MESSAGE);
    }
    if (this.pageScript) return this.pageScript(tab, javascript);
    return javascript.trim() === "document.title" ? tab.title : undefined;
  }

  findTab(tabId: number): { window: ChromeWindow; tab: ChromeTab; index: number } | undefined {
    for (const window of this.windows) {
      const index = window.tabs.findIndex((tab) => tab.id === tabId);
      if (index >= 0) return { window, tab: window.tabs[index]!, index: index + 1 };
    }
    return undefined;
  }

  findWindow(windowId: number): ChromeWindow | undefined {
    return this.windows.find((window) => window.id === windowId);
  }

  private runJavaScriptUrl(tab: ChromeTab, url: string): void {
    this.executeJavaScript(tab.id, decodeURIComponent(url.slice("javascript:".length)));
  }

  private createTab(url: string): ChromeTab {
    const id = Math.max(this.nextTabId, ...this.windows.flatMap((window) => window.tabs.map((tab) => tab.id + 1)));
    this.nextTabId = id + 1;
    return { id, url, title: provisionalTitle(url), loading: url !== NEW_TAB_URL };
  }

  private requireWindow(windowId: number): ChromeWindow {
    const window = this.findWindow(windowId);
    if (!window) throw new Error(`no window ${windowId}`);
    return window;
  }

  private requireTab(tabId: number): { window: ChromeWindow; tab: ChromeTab } {
    const found = this.findTab(tabId);
    if (!found) throw new Error(`no tab ${tabId}`);
    return found;
  }

  private emit(change: ChromeChange): void {
    this.onChange?.(change);
  }
}
