export { siteFor, SITES } from "./sites.ts";
export { looksLikeWebHost, normalizeUrl, type NormalizedUrl } from "./url.ts";
