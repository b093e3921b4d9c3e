import type Anthropic from "@anthropic-ai/sdk";
import type { Usage } from "../cost/index.ts";
import type { ErrorType } from "../errors/index.ts";
import type { InputWatch } from "../consequences/index.ts";
import type { Approver } from "../exec/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { Turn } from "../audit/index.ts";
import type { LoopStep } from "./batch.ts";

type Message = Anthropic.Beta.BetaMessageParam;

/** The result hs.claude.execute and `run --json` give (success, message, steps, iterations), and what it cost. */
export interface LoopResult {
  success: boolean;
  message: string;
  steps: LoopStep[];
  iterations: number;
  error?: string;
  errorType?: ErrorType;
  usage: Usage;
}

export interface LoopOptions {
  spoon: SpoonClient;
  client: Anthropic;
  model: string;
  maxIterations: number;
  /** Wall-clock limit of the run: checked before each turn, and a call to Claude under way ends at it. */
  timeoutSeconds?: number;
  /** Milliseconds now (a fake clock in tests). */
  now?: () => number;
  /** The screen the task is on; default the focused window's. */
  screenId?: number;
  /** True once the person cancelled: the run stops before its next action. */
  cancelled?: () => boolean;
  /** Aborted once the person cancelled: a call to Claude under way ends at once. */
  signal?: AbortSignal;
  /** Who approves a consequential action (the person at the Mac); absent, nobody can and it is not done. */
  approve?: Approver;
  /**
   * The person's own words (their command), which typed text and addresses are judged against; absent, nothing
   * counts as said (the goal may be a planning model's words, not theirs).
   */
  said?: string;
  /** The conversation's watch (a run's, an MCP session's): what its earlier steps typed waits for its submit. */
  watch?: InputWatch;
  /** Seconds the screen is given to settle after acting, at least (config.json agent.actionDelay). */
  actionDelay?: number;
  /** USD the run may spend (config.json budget.maxUsdPerCommand): it stops before the call that would pass it. */
  budgetUsd?: number;
  /** USD the command spent before the loop (planning, its commands' own vision calls): counted against the budget. */
  spentUsd?: number;
  /** Long edge of the screenshots sent (config.json vision.maxLongEdge). */
  maxLongEdge?: number;
  /** Waits (a fake clock in tests); the run's signal cuts it short. */
  sleep?: (seconds: number, signal?: AbortSignal) => Promise<void>;
  /** Told each action as it ends (the audit log). */
  onStep?: (step: LoopStep) => void;
  /** Each request as sent, for the caller's checks and reports. */
  onRequest?: (messages: Message[]) => void;
  /** Each model turn once its actions ran: the screenshot it looked at, what it said, what it did (the run report). */
  onTurn?: (turn: Turn) => void;
}
