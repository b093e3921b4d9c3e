import type { Command, Envelope, Snapshot } from "../contract/index.ts";
import { createLogger } from "../log/index.ts";
import { availableOperations, operationFor } from "./operations/index.ts";
import type { ExecContext, ExecResult, Step } from "./types.ts";

const log = createLogger("exec");

/** Checks every command against this agent's operations and the desktop before anything runs. */
export function checkPlan(commands: Command[], before: Snapshot): string | undefined {
  for (const [position, command] of commands.entries()) {
    const operation = operationFor(command.type);
    if (!operation) return `commands[${position}]: ${command.type} cannot be carried out by this version yet; available: ${availableOperations().join(", ")}`;
    const problem = operation.check?.(command as never, before);
    if (problem) return `commands[${position}] (${command.type}): ${problem}`;
  }
  return undefined;
}

/** A result for a plan that did not run at all. */
export function rejected(error: string, errorType: ExecResult["errorType"] = "validation"): ExecResult {
  return { success: false, message: error, error, errorType, steps: [], iterations: 0 };
}

/**
 * Runs a plan in order. The whole plan is checked first; a failing step stops the plan and the
 * remaining commands are reported as skipped. Nothing is retried here.
 */
export async function executeEnvelope(envelope: Envelope, ctx: ExecContext): Promise<ExecResult> {
  if (envelope.needs_clarification) {
    return rejected(`the plan needs clarification: ${envelope.clarification_reason ?? "no reason given"}`, "validation");
  }
  const problem = checkPlan(envelope.commands, ctx.before);
  if (problem) return rejected(problem, "validation");
  const steps: Step[] = [];
  for (const command of envelope.commands) {
    if (steps.some((step) => step.status === "failed")) {
      steps.push({ command, status: "skipped", message: "not run: an earlier step failed" });
      continue;
    }
    try {
      const outcome = await operationFor(command.type)!.run(command as never, ctx);
      steps.push({ command, status: "done", ...outcome });
    } catch (error) {
      log.warn("step failed", { type: command.type, error: (error as Error).message });
      steps.push({ command, status: "failed", message: (error as Error).message });
    }
  }
  const failed = steps.find((step) => step.status === "failed");
  const message = failed ? `failed: ${failed.message}` : steps.map((step) => step.message).join("\n");
  return { success: !failed, message, steps, iterations: 1, ...(failed ? { error: failed.message, errorType: "action" as const } : {}) };
}
