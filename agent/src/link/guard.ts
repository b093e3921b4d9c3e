import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { PAGE_TOKEN_HEADER } from "../contract/index.ts";

export type UpgradeVerdict = { ok: true } | { ok: false; status: 400 | 401 | 403; reason: string };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The loopback names a local client may use; anything else in Host is DNS rebinding. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Refused unless Host is our loopback address (else DNS rebinding) and an Origin, when sent, is our own. */
function notFromLoopback(
  request: IncomingMessage,
  port: number,
): { ok: false; status: 403; reason: string } | undefined {
  const host = request.headers.host;
  if (host === undefined || !allowedHosts(port).includes(host.toLowerCase()))
    return { ok: false, status: 403, reason: `Host ${host ?? "(none)"} is not this agent's loopback address` };
  const origin = request.headers.origin;
  const own = allowedHosts(port).map((h) => `http://${h}`);
  if (origin !== undefined && !own.includes(origin.toLowerCase()))
    return { ok: false, status: 403, reason: `Origin ${origin} may not reach the desktop agent` };
  return undefined;
}

/**
 * Decides whether a WebSocket upgrade may proceed, before any message is read:
 * the token must match, Host must be our loopback address, and an Origin, when present, must be our
 * own loopback origin (Hammerspoon's SocketRocket always sends `http://127.0.0.1:PORT`).
 */
export function checkUpgrade(request: IncomingMessage, port: number, token: string): UpgradeVerdict {
  const refused = notFromLoopback(request, port);
  if (refused) return refused;
  const target = request.url ?? "/";
  if (!URL.canParse(target, "http://127.0.0.1"))
    return { ok: false, status: 400, reason: "the request target is not a URL" };
  const given = new URL(target, "http://127.0.0.1").searchParams.get("token");
  if (given === null || given === "") return { ok: false, status: 401, reason: "missing token" };
  if (!sameSecret(given, token)) return { ok: false, status: 401, reason: "wrong token" };
  return { ok: true };
}

/**
 * The cookie a page request with the token sets, so links within the pages need no token in their URL.
 * It holds a secret of the agent's pages alone, made at start, never the token (which also opens the link).
 */
export const PAGE_COOKIE = "hs_claude_pages";

export type PageVerdict =
  | { ok: true; setCookie: boolean }
  | { ok: false; status: 400 | 401 | 403 | 405; reason: string };

function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * Decides whether a page request (the run history) may be answered: GET or HEAD, to our loopback Host,
 * from no other origin, with the token in PAGE_TOKEN_HEADER or the pages' own secret in the cookie it set.
 * The token is never taken from the URL, so it is never in a page, an address bar or a log.
 */
export function checkPage(request: IncomingMessage, port: number, token: string, pageSecret: string): PageVerdict {
  const refused = notFromLoopback(request, port);
  if (refused) return refused;
  if (request.method !== "GET" && request.method !== "HEAD")
    return { ok: false, status: 405, reason: "the agent's pages are read with GET" };
  // The header the Spoon's webview sends its first page request with (hs.webview:url's HTTPHeaderFields).
  const header = request.headers[PAGE_TOKEN_HEADER.toLowerCase()];
  const given = typeof header === "string" ? header : undefined;
  if (given !== undefined) return sameSecret(given, token) ? { ok: true, setCookie: true } : wrong();
  const kept = cookie(request, PAGE_COOKIE);
  if (kept === undefined || kept === "")
    return {
      ok: false,
      status: 401,
      reason: "the run history opens from the Claude menu (it needs the agent's token)",
    };
  return sameSecret(kept, pageSecret) ? { ok: true, setCookie: false } : wrong();
}

const wrong = (): PageVerdict => ({ ok: false, status: 401, reason: "wrong token" });
