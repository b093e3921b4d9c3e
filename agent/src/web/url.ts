import { SITES, siteFor } from "./sites.ts";

export type NormalizedUrl = { ok: true; url: string } | { ok: false; error: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_AND_PORT = /^[^:/]+:\d+(\/|$)/;
const OPENABLE = new Set(["http:", "https:"]);

/**
 * SPEC section 3: adds https:// when missing and maps bare site names to their sites ("chatgpt" →
 * https://chatgpt.com). Only http and https open: a `javascript:` or `file:` URL never does.
 */
export function normalizeUrl(input: string): NormalizedUrl {
  const text = input.trim();
  const site = siteFor(text);
  if (site) return { ok: true, url: new URL(site).href };
  const hasScheme = SCHEME.test(text) && !HOST_AND_PORT.test(text);
  const candidate = hasScheme ? text : `https://${text}`;
  if (!URL.canParse(candidate)) return { ok: false, error: `"${input}" is not a URL` };
  const url = new URL(candidate);
  if (!OPENABLE.has(url.protocol)) return { ok: false, error: `only http and https URLs can be opened, not ${url.protocol}` };
  if (!url.hostname.includes(".") && url.hostname !== "localhost") {
    const known = Object.keys(SITES).slice(0, 8).join(", ");
    return { ok: false, error: `"${input}" is neither a URL nor a known site (known sites include ${known})` };
  }
  return { ok: true, url: url.href };
}
