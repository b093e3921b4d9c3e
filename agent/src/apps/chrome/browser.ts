import * as z from "zod";
import type { App } from "../../consequences/index.ts";
import { TAB_BROWSER, type Snapshot } from "../../contract/index.ts";
import type { Touch } from "../../undo/index.ts";

/** Google Chrome: the browser whose tabs the snapshot lists. */
export const CHROME = TAB_BROWSER;

/** Where open_url and switch_tab open: Chrome when it runs, else the default browser. */
export function browserOf(desktop: Snapshot): App {
  const chrome = desktop.apps.find((app) => app.name === CHROME.name);
  return chrome ? { name: chrome.name, bundleID: chrome.bundleID } : { name: "the web browser" };
}

/** Switching to or closing a tab brings Chrome forward, and may start it. */
export const touchesChrome = (): Touch => ({ apps: [CHROME.name] });

/** A tab command needs Chrome's windows (and the tabs, read as planning looks at them), nothing else. */
export const readsChrome = (): string[] => [CHROME.name];

/** A global Chrome tab index: 1-based, across windows in Chrome's window order. */
export const TabIndex = z
  .number()
  .int("tab indices are whole numbers")
  .min(1, "tab indices start at 1")
  .max(100_000, "tab indices are at most 100000: no browser holds more tabs")
  .describe("Global 1-based tab index across all Chrome windows, as listed in the context");
