import type { SimAppModel } from "../app-model.ts";
import { SAFARI_COSTS } from "../../costs.ts";
import { answerSafari, SAFARI_DICTIONARY } from "./safari-events.ts";
import { safariPages } from "./safari-pages.ts";
import { commitNavigations, safariFrom, safariShape } from "./safari-state.ts";

const BUNDLE_ID = "com.apple.Safari";

/**
 * Safari's model: its windows and tabs (`appState.Safari`, see safari-state.ts), reached by the Spoon's JXA texts.
 * Its windows are its own, not the desktop's Safari windows. An Apple event starts Safari, as on a Mac; `activate`
 * brings it forward; `doJavaScript` runs in a tab's page (safari-pages.ts).
 */
export const safariModel: SimAppModel = {
  name: "Safari",
  bundleID: BUNDLE_ID,
  start: (desktop, from) => {
    const state = safariFrom(from.state, (from.file as { sim?: unknown } | undefined)?.sim);
    // A page's tab is titled as the desktop file's page, else by its host, as a page with no title is.
    const title = (url: string) => desktop.content.pages.get(url)?.title ?? /^\w+:\/\/([^/?#:]+)/.exec(url)?.[1] ?? url;
    const pages = safariPages(state, (url) => desktop.content.pages.get(url), title);
    const start = () => {
      if (!desktop.isRunning("Safari"))
        desktop.running.push({ name: "Safari", bundleID: BUNDLE_ID, pid: desktop.newPid(), hidden: false });
    };
    return {
      name: "Safari",
      bundleId: BUNDLE_ID,
      dictionary: SAFARI_DICTIONARY,
      costs: SAFARI_COSTS,
      isRunning: () => desktop.isRunning("Safari"),
      launch: start,
      handle: (event) => {
        start();
        commitNavigations(state, desktop.now(), title);
        if (event.kind !== "command" || event.name !== "activate")
          return answerSafari({ state, title, pages, now: () => desktop.now() }, event);
        desktop.activate("Safari");
        return { ok: true, value: null };
      },
      state: () => safariShape(state),
    };
  },
};
