import type { Usage } from "./prices.ts";

/** "Claude: 3 calls, 4,210 tokens (1,200 cached), 3 screenshots, $0.0123": what a command's model calls cost. */
export function usageLine(usage: Usage): string {
  const tokens = usage.inputTokens + usage.outputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
  const cached = usage.cacheReadTokens ? ` (${usage.cacheReadTokens.toLocaleString("en-US")} cached)` : "";
  const cost = usage.costUsd === undefined ? ", cost unknown for this model" : `, $${usage.costUsd.toFixed(4)}`;
  const calls = `${usage.calls} call${usage.calls === 1 ? "" : "s"}`;
  return `Claude: ${calls}, ${tokens.toLocaleString("en-US")} tokens${cached}, ${usage.screenshots} screenshots${cost}`;
}
