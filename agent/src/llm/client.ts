import type Anthropic from "@anthropic-ai/sdk";

/** The model per role unless HS_CLAUDE_MODEL says otherwise: a fast one for planning. */
export const DEFAULT_MODELS = { planner: "claude-haiku-4-5", query: "claude-haiku-4-5" } as const;
export type Role = keyof typeof DEFAULT_MODELS;

export function modelFor(role: Role, env: NodeJS.ProcessEnv = process.env): string {
  return env.HS_CLAUDE_MODEL || DEFAULT_MODELS[role];
}

/**
 * A client from ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL); none without a key. The SDK is loaded
 * only here, when a call is about to be made, so offline planning starts fast. Retries are the SDK's own.
 */
export async function createClient(env: NodeJS.ProcessEnv = process.env): Promise<Anthropic | undefined> {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) return undefined;
  const { default: Client } = await import("@anthropic-ai/sdk");
  return new Client({
    apiKey,
    ...(env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {}),
    timeout: 60_000,
  });
}

type ApiErrorLike = Error & { status?: number; type?: string; error?: { error?: { message?: string } } };

/** One line a person can act on, for every way a call to the API can fail (SDK errors, told apart by status and class). */
export function describeApiError(error: unknown): string {
  const failure = error as ApiErrorLike;
  const kind = failure?.constructor?.name;
  if (failure.status === 401) return "the Anthropic API rejected the key (401): set a valid ANTHROPIC_API_KEY";
  if (failure.status === 403)
    return "this API key may not use the model (403): check HS_CLAUDE_MODEL and the key's workspace";
  if (failure.status === 404) return "the model was not found (404): check HS_CLAUDE_MODEL";
  if (failure.status === 429)
    return "rate limited by the Anthropic API (429) even after retries: try again in a minute";
  if (kind === "APIConnectionTimeoutError") return "the Anthropic API did not answer in time, even after retries";
  if (kind === "APIConnectionError") return "cannot reach the Anthropic API: check the network or ANTHROPIC_BASE_URL";
  if (failure.status === 400)
    return `the Anthropic API refused the request (400): ${failure.error?.error?.message ?? failure.message}`;
  if (failure.status === 529 || failure.type === "overloaded_error")
    return `Claude is overloaded (${failure.status ?? "stream"}) even after retries: try again shortly`;
  if (failure.status !== undefined || kind === "APIError")
    return `the Anthropic API failed (${failure.status ?? "stream"}): ${failure.message}`;
  return failure?.message ?? String(error);
}
