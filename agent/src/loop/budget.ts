import { addReply, costOf, noUsage, priceOf, type Usage } from "../cost/index.ts";

/** What one reply used, as the Messages API reports it. */
type ReplyUsage = Parameters<typeof addReply>[2];

const round = (usd: number) => Math.round(usd * 1e6) / 1e6;

/**
 * What a vision run spends and may spend (config.json budget.maxUsdPerCommand): its usage so far, with what the
 * command spent before the loop, and whether the next call fits. The next call resends all the last one sent (and
 * more) and may answer in full, so that is what the budget must leave room for.
 */
export class Budget {
  readonly usage: Usage = noUsage();
  /** What the next call could cost; unknown before the first reply. */
  private nextCall: number | undefined;

  constructor(
    private readonly model: string,
    /** The longest answer each call asks for, in tokens. */
    private readonly maxTokens: number,
    private readonly limit: { budgetUsd?: number | undefined; spentUsd?: number | undefined },
  ) {}

  /** USD spent by the command so far: before the loop, and by the loop's calls. */
  spent(): number {
    return (this.limit.spentUsd ?? 0) + (this.usage.costUsd ?? 0);
  }

  /** Why the run may not make its next call (it would pass the budget, or the budget cannot be kept); else none. */
  refusal(): string | undefined {
    const { budgetUsd } = this.limit;
    if (budgetUsd === undefined) return undefined;
    const spent = this.spent();
    const stopped = `stopped at the budget: $${round(spent)} of $${budgetUsd} spent`;
    // Before the first call there is no last one to go by: what was spent already may be the whole budget.
    if (this.nextCall === undefined && spent >= budgetUsd) return stopped;
    if (this.nextCall !== undefined && spent + this.nextCall > budgetUsd + 1e-12) return stopped;
    if (priceOf(this.model) === undefined)
      return `the budget ($${budgetUsd}) cannot be kept: no price is known for ${this.model}`;
    return undefined;
  }

  /** Counts a reply's tokens and cost, and prices the next call from it. */
  charge(reply: ReplyUsage): void {
    addReply(this.usage, this.model, reply);
    this.nextCall = costOf(this.model, {
      inputTokens: reply.input_tokens,
      cacheWriteTokens: reply.cache_creation_input_tokens ?? 0,
      cacheReadTokens: reply.cache_read_input_tokens ?? 0,
      outputTokens: this.maxTokens,
    });
  }

  /** Counts a screenshot taken. */
  screenshot(): void {
    this.usage.screenshots++;
  }
}
