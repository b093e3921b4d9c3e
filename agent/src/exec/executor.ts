import { parseEnvelope, type Command, type Plan, type Snapshot } from "../contract/index.ts";
import { createLogger } from "../log/index.ts";
import type { Config } from "../store/config.ts";
import { availableOperations, operationFor } from "./operations/index.ts";
import type { ApprovalRequest, ExecContext, ExecResult, Step } from "./types.ts";

const log = createLogger("exec");

/** Checks every command against this agent's operations and the desktop before anything runs. */
export function checkPlan(commands: Command[], before: Snapshot): string | undefined {
  let expected = before;
  for (const [position, command] of commands.entries()) {
    const operation = operationFor(command.type);
    if (!operation)
      return `commands[${position}]: ${command.type} cannot be carried out by this version yet; available: ${availableOperations().join(", ")}`;
    const problem = operation.check?.(command as never, expected);
    if (problem) return `commands[${position}] (${command.type}): ${problem}`;
    expected = operation.expect?.(command as never, expected) ?? expected;
  }
  return undefined;
}

/** The approvals the plan needs, one per kind of destructive command, judged on the whole plan. */
export function approvalsFor(commands: Command[], before: Snapshot, config: Config): ApprovalRequest[] {
  const types = [...new Set(commands.map((command) => command.type))];
  return types.flatMap(
    (type) => operationFor(type)?.approval?.(commands.filter((c) => c.type === type) as never, before, config) ?? [],
  );
}

/** A result for a plan that did not run at all. */
export function rejected(error: string, errorType: ExecResult["errorType"] = "validation"): ExecResult {
  return { success: false, message: error, error, errorType, steps: [], iterations: 0 };
}

async function runSteps(commands: Command[], ctx: ExecContext): Promise<Step[]> {
  const steps: Step[] = [];
  for (const command of commands) {
    if (steps.some((step) => step.status === "failed")) {
      steps.push({ command, status: "skipped", message: "not run: an earlier step failed" });
      continue;
    }
    try {
      const outcome = await operationFor(command.type)!.run(command as never, ctx);
      steps.push({ command, status: "done", ...outcome });
    } catch (error) {
      log.info("step failed", { type: command.type, error: (error as Error).message });
      const result = (error as { result?: unknown }).result;
      steps.push({
        command,
        status: "failed",
        message: (error as Error).message,
        ...(result === undefined ? {} : { result }),
      });
    }
  }
  return steps;
}

/**
 * Runs a plan: the whole plan is checked, then every approval it needs is asked for, and only then
 * does the first step run. A failing step stops the plan; the rest are reported as skipped. Nothing
 * is retried here.
 */
export async function executeEnvelope(envelope: Plan, ctx: ExecContext): Promise<ExecResult> {
  if (envelope.needs_clarification) {
    return rejected(`the plan needs clarification: ${envelope.clarification_reason ?? "no reason given"}`);
  }
  // Every plan meets the command schemas here, whoever made it (a planner, a person, a model).
  const checked = parseEnvelope({
    commands: envelope.commands,
    needs_clarification: false,
    clarification_reason: null,
  });
  if (!checked.ok) return rejected(`rejected: ${checked.error}`);
  const problem = checkPlan(envelope.commands, ctx.before);
  if (problem) return rejected(`rejected: ${problem}`);
  for (const request of approvalsFor(envelope.commands, ctx.before, ctx.config)) {
    const answer = await ctx.approve(request);
    if (!answer.approved)
      return rejected(`not approved: ${request.title} (${answer.reason}); nothing was changed`, "cancelled");
    log.info("approved", { title: request.title, by: answer.by });
  }
  const steps = await runSteps(envelope.commands, ctx);
  const failed = steps.find((step) => step.status === "failed");
  const message = failed ? `failed: ${failed.message}` : steps.map((step) => step.message).join("\n");
  return {
    success: !failed,
    message,
    steps,
    iterations: 1,
    ...(failed ? { error: failed.message, errorType: "action" as const } : {}),
  };
}
