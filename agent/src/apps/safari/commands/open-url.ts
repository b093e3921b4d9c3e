import * as z from "zod";
import { commandType, defineCommand, done, failed, failedWith, modelText } from "../../../commands/index.ts";
import { wayBackCall } from "../../../undo/index.ts";
import { plainLine } from "../../../util/index.ts";
import { normalizeUrl } from "../../../web/index.ts";
import { SAFARI_CLOSE, SAFARI_OPEN } from "../operations.ts";

export const safariOpenUrl = defineCommand({
  type: "safari_open_url",
  schema: z.strictObject({
    type: commandType("safari_open_url"),
    url: z
      .string()
      .trim()
      .min(1, "url must not be empty")
      .max(8192, "url must be at most 8 KiB (8192 characters)")
      .describe('A URL, a domain, or a bare site name such as "youtube"'),
  }),
  description: modelText(new URL("./safari-open-url.txt", import.meta.url)),
  effect: { tier: "write", openWorld: true },
  tier: "write",
  check: (command) => {
    const url = normalizeUrl(command.url);
    return url.ok ? undefined : `url: ${url.error}`;
  },
  acts: (command) => {
    const url = normalizeUrl(command.url);
    return [
      { act: "open", url: url.ok ? url.url : command.url },
      { act: "front", app: { name: "Safari", bundleID: "com.apple.Safari" } },
    ];
  },
  touches: () => ({ apps: ["Safari"] }),
  /** The tab it opened is closed again, while it still shows the page it opened. */
  wayBack(_command, result) {
    const opened = SAFARI_OPEN.result.safeParse(result);
    if (!opened.success) return [];
    const page = `the Safari tab opened for ${plainLine(opened.data.url)}`;
    return [
      wayBackCall(
        SAFARI_CLOSE,
        { tabs: [opened.data] },
        {
          what: `close ${page}`,
          did: `closed ${page}`,
          unless: { falseField: "complete", told: `${page}, closed or moved on meanwhile` },
        },
      ),
    ];
  },
  async run(command, ctx) {
    const url = normalizeUrl(command.url);
    if (!url.ok) return failed(url.error, undefined, "validation");
    const opened = await ctx.spoon.callApp(SAFARI_OPEN, { url: url.url });
    if (!opened.ok) return failedWith(opened.error);
    return done(`opened ${plainLine(opened.value.url)} in Safari`, opened.value);
  },
});
