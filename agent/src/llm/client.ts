import Anthropic from "@anthropic-ai/sdk";

/** The model per role unless HS_CLAUDE_MODEL says otherwise: a fast one for planning. */
export const DEFAULT_MODELS = { planner: "claude-haiku-4-5", query: "claude-haiku-4-5" } as const;
export type Role = keyof typeof DEFAULT_MODELS;

export function modelFor(role: Role, env: NodeJS.ProcessEnv = process.env): string {
  return env.HS_CLAUDE_MODEL || DEFAULT_MODELS[role];
}

/** A client from ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL); none without a key. Retries are the SDK's own. */
export function createClient(env: NodeJS.ProcessEnv = process.env): Anthropic | undefined {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) return undefined;
  return new Anthropic({ apiKey, ...(env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {}), timeout: 60_000 });
}

/** One line a person can act on, for every way a call to the API can fail. */
export function describeApiError(error: unknown): string {
  if (error instanceof Anthropic.AuthenticationError) return "the Anthropic API rejected the key (401): set a valid ANTHROPIC_API_KEY";
  if (error instanceof Anthropic.PermissionDeniedError) return "this API key may not use the model (403): check HS_CLAUDE_MODEL and the key's workspace";
  if (error instanceof Anthropic.NotFoundError) return "the model was not found (404): check HS_CLAUDE_MODEL";
  if (error instanceof Anthropic.RateLimitError) return "rate limited by the Anthropic API (429) even after retries: try again in a minute";
  if (error instanceof Anthropic.APIConnectionTimeoutError) return "the Anthropic API did not answer in time, even after retries";
  if (error instanceof Anthropic.APIConnectionError) return "cannot reach the Anthropic API: check the network or ANTHROPIC_BASE_URL";
  if (error instanceof Anthropic.BadRequestError) {
    const body = error.error as { error?: { message?: string } } | undefined;
    return `the Anthropic API refused the request (400): ${body?.error?.message ?? error.message}`;
  }
  if (error instanceof Anthropic.APIError) {
    const status = error.status ?? "stream";
    const overloaded = error.status === 529 || error.type === "overloaded_error";
    return overloaded ? `Claude is overloaded (${status}) even after retries: try again shortly` : `the Anthropic API failed (${status}): ${error.message}`;
  }
  return (error as Error).message ?? String(error);
}
