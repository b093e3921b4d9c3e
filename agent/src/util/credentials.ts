/**
 * Credentials taken out of any text that leaves for a result, an error message, the audit log or a log line: a
 * service that echoes its request (a Spotify accounts service answering with the Authorization header it was sent)
 * must not put a secret where a person, a client or a model reads it. One redaction, used everywhere.
 */

export const REDACTED = "[redacted]";

/** Field names whose value is a secret, in JSON, a query string, a header or prose ("client_secret=..."). */
const SECRET_NAME = "client[_-]?secret|access[_-]?token|refresh[_-]?token|id[_-]?token|api[_-]?key|password|secret";
const SCHEMES = "Basic|Bearer";

/** `Basic <base64>`, `Bearer <token>` (16 characters or more, so prose such as "Basic authentication" stays). */
const SCHEMED = new RegExp(`\\b(${SCHEMES})(\\s+)[A-Za-z0-9+/=._~-]{16,}`, "gi");
/**
 * `"refresh_token": "..."`, `client_secret=...`, `Authorization: xyz` (no scheme), quoted or escaped or not; only a
 * value that looks like a credential, so a page's `<label>Password:</label>` stays whole.
 */
const NAMED = new RegExp(
  `\\b(${SECRET_NAME}|authorization)(\\\\?["']?\\s*[:=]\\s*\\\\?["']?)(?!(?:${SCHEMES})\\s)(?!\\[redacted\\])` +
    "[A-Za-z0-9+/=._~-]{4,}",
  "gi",
);
/** Anthropic's API keys, wherever they appear. */
const API_KEY = /\bsk-ant-[A-Za-z0-9_-]{8,}/g;
const SECRET_KEY = new RegExp(`^(${SECRET_NAME}|authorization)$`, "i");

/** Secrets this process holds (a configured client secret), replaced wherever they appear, however they are put. */
const known = new Set<string>();

/** Remembers a secret this process was given, so any text echoing it is redacted; short values are not secrets. */
export function rememberSecret(secret: string | undefined): void {
  if (secret !== undefined && secret.length >= 6) known.add(secret);
}

/** The text with every credential it holds replaced by REDACTED. */
export function withoutCredentials(text: string): string {
  let out = text;
  for (const secret of known) if (out.includes(secret)) out = out.replaceAll(secret, REDACTED);
  return out.replace(SCHEMED, `$1$2${REDACTED}`).replace(NAMED, `$1$2${REDACTED}`).replace(API_KEY, REDACTED);
}

/** A JSON-like value with every string's credentials removed, and the value of every secret-named field. */
export function credentialsRemoved<T>(value: T, depth = 0): T {
  if (typeof value === "string") return withoutCredentials(value) as T;
  if (typeof value !== "object" || value === null || depth > 64) return value;
  if (Array.isArray(value)) return value.map((inner) => credentialsRemoved(inner, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const entries = Object.entries(value).map(([key, inner]) => [
    key,
    SECRET_KEY.test(key) && typeof inner === "string" ? REDACTED : credentialsRemoved(inner, depth + 1),
  ]);
  return Object.fromEntries(entries) as T;
}
