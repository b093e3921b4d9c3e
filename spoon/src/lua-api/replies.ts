import type { CommandResult, Reply } from "../contract";

/** What hs.claude.execute's callback gets: the agent's result, or on a link failure `context` with the error's code. */
export type ExecuteResult = CommandResult & { context?: { code: string } };

export const failure = (errorType: string, error: string, code?: string): ExecuteResult => ({
  success: false,
  message: error,
  steps: [],
  iterations: 0,
  error,
  errorType,
  ...(code === undefined ? {} : { context: { code } }),
});

/** The agent's answer as execute's result; a link failure (no agent, no answer in time) in the same format. */
export function resultOf(reply: Reply): ExecuteResult {
  if (reply.ok) return reply.result as ExecuteResult;
  const { code, message } = reply.error;
  if (code === "not_ready")
    return failure("api", "the hs-claude agent is not running or not connected: start it (npx hs-claude serve)", code);
  return failure(code === "timeout" ? "timeout" : "api", message, code);
}

/** A callback that is not a function is the caller's bug: an error at their line. */
export function mustBeFunction(name: string, value: unknown): void {
  if (type(value) !== "function") error(`${name}: callback must be a function`, 3);
}
