import type { Snapshot } from "../contract/index.ts";
import type { Trail } from "../audit/index.ts";
import type { ExecResult } from "../exec/index.ts";
import type { Plan } from "../registry/index.ts";
import { thrownResult } from "./run.ts";
import type { Conversation } from "./conversation.ts";
import type { Runner } from "./runner.ts";

/**
 * Runs a plan given whole, not planned here (`exec`'s CONTRACT, an MCP client's tool call), under `trail`, which
 * already holds who gave it: records the plan, executes it, and records how it ended, a throw included (the agent went
 * away or was given up on: the log still says the run ended, and how).
 */
export async function executeGiven(
  runner: Runner,
  plan: Plan,
  options: {
    yes: boolean;
    before: Snapshot;
    trail: Trail;
    cancelled?: () => boolean;
    signal?: AbortSignal;
    /** The conversation the plan is part of (an MCP session): what its earlier calls typed, whose it is. */
    conversation?: Conversation;
  },
): Promise<{ result: ExecResult; after: Snapshot }> {
  const { trail } = options;
  trail.record("plan", { planner: "given", commands: plan.commands });
  const ran = await runner.execute(plan, { ...options, offline: false }).catch((error: unknown) => {
    trail.record("result", thrownResult(error));
    throw error;
  });
  const { success, message, errorType } = ran.result;
  trail.record("result", { success, message, ...(errorType ? { errorType } : {}) });
  return ran;
}
