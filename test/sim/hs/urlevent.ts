import { openURL } from "../lifecycle.ts";
import type { SimContext } from "./context.ts";

/** hs.urlevent: URLs go to the default browser of the simulated Mac. */
export function urleventModule(ctx: SimContext) {
  return {
    getDefaultHandler: (scheme: string) => (scheme === "http" || scheme === "https" ? ctx.desktop.defaultBrowser : ""),
    openURL: (url: string) => openURL(ctx.desktop, url, ctx.clock),
  };
}
