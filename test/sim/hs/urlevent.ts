import { openURL } from "../lifecycle.ts";
import type { SimContext } from "./context.ts";

/**
 * hs.urlevent: URLs go to the default browser of the simulated Mac. Launch Services gives the handler's
 * bundle ID as it stored it, often lower-cased, and nil when no default browser is set; openURL says
 * whether the URL was opened.
 */
export function urleventModule(ctx: SimContext) {
  return {
    getDefaultHandler: (scheme: string) => {
      const web = scheme === "http" || scheme === "https";
      return web && ctx.desktop.defaultBrowser !== null ? ctx.desktop.defaultBrowser.toLowerCase() : undefined;
    },
    openURL: (url: string) => url.includes("://") && openURL(ctx.desktop, url, ctx.clock),
    /** NSWorkspace openURLs:withAppBundleIdentifier: false for an app that is not installed. */
    openURLWithBundle: (url: string, bundleID: string) =>
      url.includes("://") && openURL(ctx.desktop, url, ctx.clock, bundleID),
  };
}
