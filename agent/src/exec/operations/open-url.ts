import * as z from "zod";
import { normalizeUrl } from "../../web/url.ts";
import type { Operation } from "../types.ts";

const Opened = z.object({ url: z.string(), browser: z.string(), tabId: z.number().optional() });

export const openUrl: Operation<"open_url"> = {
  type: "open_url",
  check: (command) => {
    const url = normalizeUrl(command.url);
    return url.ok ? undefined : `url: ${url.error}`;
  },
  async run(command, ctx) {
    const url = normalizeUrl(command.url);
    if (!url.ok) throw new Error(url.error);
    const opened = Opened.parse(await ctx.spoon.call("open_url", { url: url.url }, 20_000));
    return { message: `opened ${opened.url} in ${opened.browser}`, result: opened };
  },
};
