/**
 * What Claude costs, in USD per million tokens, per model family (platform.claude.com pricing, as of
 * 2026-11): base input, 5-minute cache writes, cache reads, output. The one place prices live.
 */
export interface Price {
  input: number;
  cacheWrite: number;
  cacheRead: number;
  output: number;
}

const PRICES: [RegExp, Price][] = [
  [/fable-5-[1-9]|mythos-5-[1-9]/, { input: 10, cacheWrite: 12.5, cacheRead: 0.25, output: 50 }],
  [/fable-5|mythos-5/, { input: 10, cacheWrite: 12.5, cacheRead: 1, output: 50 }],
  [/opus-5-5/, { input: 4, cacheWrite: 5, cacheRead: 0.2, output: 20 }],
  [/opus-(5|4-[5-9])/, { input: 5, cacheWrite: 6.25, cacheRead: 0.5, output: 25 }],
  [/opus-4/, { input: 15, cacheWrite: 18.75, cacheRead: 1.5, output: 75 }],
  [/sonnet-5-5/, { input: 2, cacheWrite: 2.5, cacheRead: 0.1, output: 10 }],
  [/sonnet-5/, { input: 2, cacheWrite: 2.5, cacheRead: 0.2, output: 10 }],
  [/sonnet-(4|3-7)/, { input: 3, cacheWrite: 3.75, cacheRead: 0.3, output: 15 }],
  [/haiku-5-5/, { input: 0.1, cacheWrite: 0.125, cacheRead: 0.01, output: 0.5 }],
  [/haiku-4/, { input: 1, cacheWrite: 1.25, cacheRead: 0.1, output: 5 }],
];

/** The price of a model, by its family; undefined for a model this table does not know. */
export function priceOf(model: string): Price | undefined {
  return PRICES.find(([family]) => family.test(model))?.[1];
}

/** Tokens as the Messages API counts them: input (uncached), cache writes, cache reads, output. */
export interface Tokens {
  inputTokens: number;
  outputTokens: number;
  cacheWriteTokens?: number;
  cacheReadTokens?: number;
}

/** What the tokens cost on this model, in USD; undefined when its price is not known. */
export function costOf(model: string, tokens: Tokens): number | undefined {
  const price = priceOf(model);
  if (!price) return undefined;
  const perToken = (perMillion: number, count = 0) => (perMillion * count) / 1_000_000;
  return (
    perToken(price.input, tokens.inputTokens) +
    perToken(price.cacheWrite, tokens.cacheWriteTokens) +
    perToken(price.cacheRead, tokens.cacheReadTokens) +
    perToken(price.output, tokens.outputTokens)
  );
}

/** What a command spent on Claude: calls, tokens, screenshots sent, and their cost when the price is known. */
export interface Usage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheWriteTokens: number;
  cacheReadTokens: number;
  screenshots: number;
  costUsd?: number;
}

export const noUsage = (): Usage => ({
  calls: 0,
  inputTokens: 0,
  outputTokens: 0,
  cacheWriteTokens: 0,
  cacheReadTokens: 0,
  screenshots: 0,
});

/** Adds one reply's usage (as the Messages API reports it) on a model to a running total. */
export function addReply(
  usage: Usage,
  model: string,
  reply: {
    input_tokens: number;
    output_tokens: number;
    cache_creation_input_tokens?: number | null;
    cache_read_input_tokens?: number | null;
  },
): void {
  usage.calls++;
  usage.inputTokens += reply.input_tokens;
  usage.outputTokens += reply.output_tokens;
  usage.cacheWriteTokens += reply.cache_creation_input_tokens ?? 0;
  usage.cacheReadTokens += reply.cache_read_input_tokens ?? 0;
  const cost = costOf(model, usage);
  if (cost === undefined) delete usage.costUsd;
  else usage.costUsd = Math.round(cost * 1_000_000) / 1_000_000;
}

/** Two usages together (planning and looking); the cost is known only when both are. */
export function sumUsage(a: Usage, b: Usage): Usage {
  const sum: Usage = {
    calls: a.calls + b.calls,
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    screenshots: a.screenshots + b.screenshots,
  };
  const known = (u: Usage) => u.calls === 0 || u.costUsd !== undefined;
  if (known(a) && known(b)) sum.costUsd = Math.round(((a.costUsd ?? 0) + (b.costUsd ?? 0)) * 1e6) / 1e6;
  return sum;
}
