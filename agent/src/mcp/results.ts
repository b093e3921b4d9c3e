import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { RUN_WITH_YES, type ExecResult } from "../exec/index.ts";
import { credentialsRemoved, plainJson, plainText } from "../util/index.ts";
import type { CommandOutcome } from "./outcome.ts";

/** Said after a refusal for want of a yes: who can give one, and who cannot. */
const WHO_APPROVES =
  "An MCP client cannot approve this: the person answers in the Spoon's approval window at the Mac " +
  "(on a simulated Mac nobody does; there, only a server started with `hs-claude mcp --sim --yes` approves).";

/** Whether something did not run because nobody said yes (the person declined, or nobody could be asked). */
const notApproved = (result: ExecResult) =>
  (result.errorType === "cancelled" && /^not approved\b/.test(result.message)) || result.message.includes(RUN_WITH_YES);

/** The command line's "run with --yes" is no way for a client: it is left out wherever a refusal says it. */
const forClient = (text: string) => text.replaceAll(RUN_WITH_YES, "");

/** A run's result as a tool's structured content: the outcome and each step. */
export function commandOutcome(result: ExecResult): CommandOutcome {
  const steps = result.steps.map((step) => ({
    tool: step.command.type,
    status: step.status,
    message: forClient(step.message),
    ...(step.result === undefined ? {} : { result: step.result }),
  }));
  // Who may approve is said instead.
  const message = notApproved(result) ? `${forClient(result.message)}\n${WHO_APPROVES}` : result.message;
  return { success: result.success, message, ...(result.errorType ? { errorType: result.errorType } : {}), steps };
}

/**
 * A tool's answer: its message for a reader, the same outcome as JSON text (for clients that read no structured
 * content) and as structured content; an error result when it was not done, its message naming the valid choices.
 */
export function toolResult(given: CommandOutcome & Record<string, unknown>): CallToolResult {
  // A thrown error's text and any value a step gave may quote what a service echoed: no credential leaves for a client.
  const outcome = credentialsRemoved(given);
  return {
    content: [
      { type: "text", text: plainText(outcome.message) },
      { type: "text", text: plainJson(outcome) },
    ],
    structuredContent: outcome,
    ...(outcome.success ? {} : { isError: true }),
  };
}

/** Arguments refused before anything ran: an error result saying which field and what is valid. */
export const refusedArguments = (error: string): CallToolResult =>
  toolResult({ success: false, message: error, errorType: "validation", steps: [] });
