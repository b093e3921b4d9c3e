import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

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

/**
 * Decides whether a WebSocket upgrade may proceed, before any message is read (SPEC section 8):
 * the token must match, Host must be our loopback address, and an Origin, when present, must be our
 * own loopback origin (Hammerspoon's SocketRocket always sends `http://127.0.0.1:PORT`).
 */
export function checkUpgrade(request: IncomingMessage, port: number, token: string): UpgradeVerdict {
  const host = request.headers.host;
  if (host === undefined || !allowedHosts(port).includes(host.toLowerCase())) {
    return { ok: false, status: 403, reason: `Host ${host ?? "(none)"} is not this agent's loopback address` };
  }
  const origin = request.headers.origin;
  if (
    origin !== undefined &&
    !allowedHosts(port)
      .map((h) => `http://${h}`)
      .includes(origin.toLowerCase())
  ) {
    return { ok: false, status: 403, reason: `Origin ${origin} may not reach the desktop agent` };
  }
  const target = request.url ?? "/";
  if (!URL.canParse(target, "http://127.0.0.1"))
    return { ok: false, status: 400, reason: "the request target is not a URL" };
  const given = new URL(target, "http://127.0.0.1").searchParams.get("token");
  if (given === null || given === "") return { ok: false, status: 401, reason: "missing token" };
  if (!sameSecret(given, token)) return { ok: false, status: 401, reason: "wrong token" };
  return { ok: true };
}
