import { plainLine } from "../util/index.ts";
import { SITES, siteFor } from "./sites.ts";

export type NormalizedUrl = { ok: true; url: string } | { ok: false; error: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_AND_PORT = /^[^:/]+:\d+(\/|$)/;
const OPENABLE = new Set(["http:", "https:"]);
/**
 * Top-level domains common enough to take "name.tld" for a site without a scheme; "server.ts" or "readme.md" are
 * files.
 */
const COMMON_TLDS = new Set(
  [
    "com org net edu gov io ai dev app co me tv us uk ca de fr it es nl be ch at se no dk fi pl cz pt ie jp cn kr",
    "in au nz br mx ar ru info biz xyz so gg ly sh fm is to news blog tech cloud page site online store wiki design",
    "studio",
  ]
    .join(" ")
    .split(" "),
);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Whether a host written without a scheme is plainly a web host, not a file name or a version number. */
export function looksLikeWebHost(host: string): boolean {
  if (host === "localhost" || IPV4.test(host)) return true;
  const labels = host.toLowerCase().split(".");
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9-]+$/.test(label) && label !== "") &&
    COMMON_TLDS.has(labels.at(-1)!)
  );
}

/**
 * Adds https:// when missing and maps bare site names to their sites ("chatgpt" →
 * https://chatgpt.com). Only http and https open: a `javascript:` or `file:` URL never does.
 */
export function normalizeUrl(input: string): NormalizedUrl {
  const text = input.trim();
  const site = siteFor(text);
  if (site) return { ok: true, url: new URL(site).href };
  const hasScheme = SCHEME.test(text) && !HOST_AND_PORT.test(text);
  const candidate = hasScheme ? text : `https://${text}`;
  if (!URL.canParse(candidate)) return { ok: false, error: `"${plainLine(input)}" is not a URL` };
  const url = new URL(candidate);
  if (!OPENABLE.has(url.protocol))
    return { ok: false, error: `only http and https URLs can be opened, not ${url.protocol}` };
  // The host as written: the URL parser would turn "3.13" into the address 3.0.0.13.
  const writtenHost = text.split(/[/?#]/)[0]!.replace(/:\d+$/, "").toLowerCase();
  if (!hasScheme && !looksLikeWebHost(writtenHost)) {
    const known = Object.keys(SITES).slice(0, 8).join(", ");
    return {
      ok: false,
      error:
        `"${plainLine(input)}" is neither a URL nor a known site (known sites include ${known}); ` +
        "write https:// to open it anyway",
    };
  }
  return { ok: true, url: url.href };
}
