import * as z from "zod";
import { commandType, defineCommand, done, failed, failedWith, modelText, UrlText } from "../../../commands/index.ts";
import { plainLine } from "../../../util/index.ts";
import { normalizeUrl } from "../../../web/index.ts";
import { browserOf } from "../browser.ts";

export const openUrl = defineCommand({
  type: "open_url",
  schema: z.strictObject({ type: commandType("open_url"), url: UrlText }),
  description: modelText(new URL("./open-url.txt", import.meta.url)),
  effect: { tier: "write", openWorld: true },
  check: (command) => {
    const url = normalizeUrl(command.url);
    return url.ok ? undefined : `url: ${url.error}`;
  },
  /** The address is judged as it will open (normalized); the browser comes forward. */
  acts: (command, desktop) => {
    const url = normalizeUrl(command.url);
    return [
      { act: "open", url: url.ok ? url.url : command.url },
      { act: "front", app: browserOf(desktop) },
    ];
  },
  /** The tab it opened (when the browser gives its id) in the browser it opened in. */
  touches: (_command, result) => {
    const opened = (result ?? {}) as { tabId?: unknown; browser?: unknown };
    return {
      openedTabs: typeof opened.tabId === "string" ? [opened.tabId] : [],
      apps: typeof opened.browser === "string" ? [opened.browser] : [],
    };
  },
  /** A page opened where undo cannot find its tab (no id) stays open. */
  irreversible: (_command, result) => {
    const opened = result as { browser?: string; tabId?: string } | undefined;
    return opened && !opened.tabId
      ? [{ stays: "open", what: `the page opened in ${opened.browser ?? "the browser"}` }]
      : [];
  },
  async run(command, ctx) {
    const url = normalizeUrl(command.url);
    if (!url.ok) return failed(url.error, undefined, "validation");
    const opened = await ctx.spoon.call("open_url", { url: url.url });
    if (!opened.ok) return failedWith(opened.error);
    return done(`opened ${plainLine(opened.value.url)} in ${opened.value.browser}`, opened.value);
  },
});
