import { appByBundleID } from "../../desktop";
import { type Operation, OpFailure, text } from "../../runtime";
import { CHROME_BUNDLE_ID, CHROME_NAME, openTab } from "./chrome";

/** Opens a web URL (normalized by the agent) in a new Chrome tab when Chrome runs, else with the default browser. */
export const openUrl: Operation<"open_url"> = {
  name: "open_url",
  parse: (params) => {
    const url = text(params, "url");
    if (url instanceof OpFailure) return url;
    // Only web pages: never javascript:, file: or an app's own URL scheme.
    const [scheme] = string.match(string.lower(url), "^(https?)://");
    return scheme === undefined ? new OpFailure("url must start with http:// or https://") : { url };
  },
  run: async ({ url }, ctx) => {
    const defaultBrowser = hs.urlevent.getDefaultHandler("http");
    if (appByBundleID(CHROME_BUNDLE_ID) !== undefined) {
      const tab = await openTab(ctx, url);
      return { url: tab.url, browser: CHROME_NAME, tabId: tab.id };
    }
    const fix = "set a default web browser in System Settings › Desktop & Dock, or start Chrome";
    if (defaultBrowser === undefined) throw new OpFailure(`there is no default web browser to open ${url}: ${fix}`);
    if (!hs.urlevent.openURL(url)) throw new OpFailure(`${defaultBrowser} did not open ${url}: ${fix}`);
    return { url, browser: defaultBrowser };
  },
};
