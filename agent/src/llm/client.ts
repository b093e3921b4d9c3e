import type Anthropic from "@anthropic-ai/sdk";
import { ApiError, InputError } from "../errors/index.ts";
import { shortReason } from "./api-reason.ts";
import { keychainKey } from "./keychain.ts";

/** The model per role unless HS_CLAUDE_MODEL says otherwise: a fast one for planning. */
export const DEFAULT_MODELS = {
  planner: "claude-haiku-4-5",
  query: "claude-haiku-4-5",
  /** The vision loop: a model trained for the computer-use tool. */
  vision: "claude-sonnet-5",
} as const;
export type Role = keyof typeof DEFAULT_MODELS;

export function modelFor(role: Role, env: NodeJS.ProcessEnv = process.env): string {
  return env.HS_CLAUDE_MODEL || DEFAULT_MODELS[role];
}

type Sdk = typeof import("@anthropic-ai/sdk");
let sdk: Promise<Sdk> | undefined;
/** The SDK is loaded only when a call is about to be made, so offline planning starts fast. */
const loadSdk = () => (sdk ??= import("@anthropic-ai/sdk"));

/**
 * A base URL as a message may show it: without the user and password (`user:pass@`), the query and the fragment,
 * which may carry a proxy's credentials. Works on text that is no URL as well.
 */
export function shownBaseUrl(base: string): string {
  return base.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, "$1").replace(/[?#].*$/s, "");
}

/**
 * A client from ANTHROPIC_API_KEY, else the key in the macOS Keychain (`hs-claude key set`), and
 * ANTHROPIC_BASE_URL; none without a key. Retries are the SDK's own.
 */
export async function createClient(env: NodeJS.ProcessEnv = process.env): Promise<Anthropic | undefined> {
  const apiKey = env.ANTHROPIC_API_KEY || (await keychainKey(env));
  if (!apiKey) return undefined;
  const base = env.ANTHROPIC_BASE_URL;
  if ((base && !/^https?:\/\//.test(base)) || (base && !URL.canParse(base))) {
    throw new InputError(
      `ANTHROPIC_BASE_URL must be an http(s) URL such as https://api.anthropic.com, got "${shownBaseUrl(base)}"`,
    );
  }
  const { default: Client } = await loadSdk();
  const baseURL = base ? { baseURL: base } : {};
  return new Client({ apiKey, ...baseURL, timeout: 60_000 });
}

function describe(error: unknown, api: Sdk): string {
  if (error instanceof api.AuthenticationError)
    return "the Anthropic API rejected the key (401): set a valid ANTHROPIC_API_KEY";
  if (error instanceof api.PermissionDeniedError)
    return "this API key may not use the model (403): check HS_CLAUDE_MODEL and the key's workspace";
  if (error instanceof api.NotFoundError) return "the model was not found (404): check HS_CLAUDE_MODEL";
  if (error instanceof api.RateLimitError)
    return "rate limited by the Anthropic API (429) even after retries: try again in a minute";
  if (error instanceof api.APIConnectionTimeoutError)
    return "the Anthropic API did not answer in time, even after retries";
  if (error instanceof api.APIConnectionError)
    return "cannot reach the Anthropic API: check the network or ANTHROPIC_BASE_URL";
  if (error instanceof api.BadRequestError) {
    const detail = (error.error as { error?: { message?: string } } | undefined)?.error?.message ?? error.message;
    return `the Anthropic API refused the request (400): ${shortReason(detail, 400)}`;
  }
  if (error instanceof api.OverloadedError || (error instanceof api.APIError && error.type === "overloaded_error"))
    return `Claude is overloaded (${error.status ?? "stream"}) even after retries: try again shortly`;
  if (error instanceof api.APIError)
    return `the Anthropic API failed (${error.status ?? "stream"}): ${shortReason(error.message, error.status)}`;
  throw error;
}

/**
 * The one place an SDK error becomes ours: an ApiError whose message a person can act on, told apart
 * by the SDK's own error classes. Anything that is not an SDK error is a bug and is rethrown.
 */
export async function apiErrorFrom(error: unknown): Promise<ApiError> {
  return new ApiError(describe(error, await loadSdk()), { cause: error });
}
