import {
  CANCELLED_STEP as CANCELLED,
  effectOf,
  unapproved,
  type CommandContext,
  type StepOutcome,
} from "../commands/index.ts";
import {
  approvalsFor,
  checkPlan,
  definitionOf,
  deniedStep,
  isAppTool,
  inputActs,
  oneQuestion,
  parseEnvelope,
  type Command,
  type Plan,
} from "../registry/index.ts";
import { frontApp, frontIn, InputWatch, requestKey, RunGuard } from "../consequences/index.ts";
import { isExpected, messageOf, type ErrorType } from "../errors/index.ts";
import { ARCHIVED, type Staleness } from "../workspace/index.ts";
import { createLogger } from "../log/index.ts";
import { plainLine, withoutCredentials } from "../util/index.ts";
import type { Approver, ExecResult, Step } from "./types.ts";
import { maybeHappened, watchReplies } from "./lost-replies.ts";

const log = createLogger("exec");

/** A result for a plan that did not run at all. */
export function rejected(error: string, errorType: ErrorType = "validation"): ExecResult {
  return { success: false, message: error, error, errorType, steps: [], iterations: 0 };
}

/**
 * One step. An expected failure is the step's own result (or an expected error it let through); any
 * other throw is a bug: logged at error level and reported as internal, never as "the tab changed".
 */
async function runStep(command: Command, ctx: CommandContext): Promise<StepOutcome> {
  const definition = definitionOf(command);
  const watched = watchReplies(ctx.spoon);
  try {
    const outcome = await definition.run(command, { ...ctx, spoon: watched.spoon });
    return maybeHappened(command, effectOf(definition).tier, watched.lost(), outcome);
  } catch (error) {
    const lost = watched.lost();
    if (lost)
      return maybeHappened(command, effectOf(definition).tier, lost, {
        ok: false,
        message: lost.message,
        errorType: "timeout",
      });
    if (isExpected(error)) return { ok: false, message: withoutCredentials(error.message), errorType: error.errorType };
    log.error("a step failed with an internal error", {
      errorType: "internal",
      type: command.type,
      error: messageOf(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    const message = `internal error in ${command.type}: ${plainLine(withoutCredentials(messageOf(error)))}`;
    return { ok: false, message, errorType: "internal" };
  }
}

/** What a run knows beyond the commands: who may cancel it, who hears of each step, whose words it carries out. */
interface RunExtras {
  /** A person may cancel a running plan: it stops before its next step (a step under way finishes). */
  cancelled?: () => boolean;
  /** Told each step as it ends (the audit log). */
  onStep?: (step: Step) => void;
  /** The person's own words (run, the command bar, hs.claude.execute); absent for a contract given whole (exec). */
  said?: string;
  /** How stale the workspace is: archived blocks apps' own tools until it is restored. */
  staleness?: Staleness;
  /**
   * The conversation's watch (an MCP session's, a run's, kept across its calls): what an earlier call typed is
   * judged with this one's Return. Absent: a watch of this plan alone.
   */
  watch?: InputWatch;
  /** The plan is an MCP client's: every destructive step asks (see approvalsFor). */
  client?: boolean;
}

/** Runs a step once the consequence rules let it: one they ask for that nobody approved fails. */
async function guarded(command: Command, ctx: CommandContext, guard: RunGuard): Promise<StepOutcome> {
  const acts = inputActs(command, ctx.before);
  const allowed = await guard.allow(acts);
  if (!allowed.ok)
    return unapproved(
      `not approved: ${allowed.request.title} (${allowed.answer.reason}); this step did not run`,
      allowed.answer,
    );
  const outcome = await runStep(command, ctx);
  if (outcome.ok) guard.done(acts);
  return outcome;
}

async function runSteps(commands: Command[], ctx: CommandContext & RunExtras, guard: RunGuard): Promise<Step[]> {
  const steps: Step[] = [];
  const add = (step: Step) => {
    steps.push(step);
    ctx.onStep?.(step);
  };
  for (const command of commands) {
    if (steps.some((step) => step.status === "failed")) {
      add({ command, status: "skipped", message: "an earlier step failed" });
      continue;
    }
    if (ctx.cancelled?.()) {
      add({ command, status: "skipped", message: CANCELLED });
      continue;
    }
    const outcome = await guarded(command, ctx, guard);
    const result = outcome.result === undefined ? {} : { result: outcome.result };
    if (outcome.ok) add({ command, status: "done", message: outcome.message, ...result });
    else if (outcome.message === CANCELLED) add({ command, status: "skipped", message: CANCELLED });
    else {
      if (outcome.errorType !== "internal") log.info("step failed", { type: command.type, error: outcome.message });
      const choice = outcome.choice ? { choice: outcome.choice } : {};
      add({ command, status: "failed", message: outcome.message, errorType: outcome.errorType, ...result, ...choice });
    }
  }
  return steps;
}

/** The result of a run the person cancelled: how many of its steps ran before it stopped. */
function cancelledRun(steps: Step[]): ExecResult {
  const ran = steps.filter((step) => step.status === "done").length;
  const error = `cancelled: ${ran} of ${steps.length} steps ran before it stopped`;
  return { success: false, message: error, steps, iterations: 1, error, errorType: "cancelled" };
}

/** Every step of a plan cancelled before the first ran, each told to the run's record as it is skipped. */
function noneRan(commands: Command[], ctx: RunExtras): Step[] {
  return commands.map((command) => {
    const step: Step = { command, status: "skipped", message: CANCELLED };
    ctx.onStep?.(step);
    return step;
  });
}

/**
 * Runs a plan: the whole plan is checked, then every approval it needs is asked for, and only then
 * does the first step run. A failing step stops the plan; the rest are reported as skipped. Nothing
 * is retried here.
 */
export async function executePlan(
  plan: Plan,
  ctx: CommandContext & RunExtras & { approve: Approver },
): Promise<ExecResult> {
  if (plan.needs_clarification) {
    return rejected(`the plan needs clarification: ${plan.clarification_reason ?? "no reason given"}`);
  }
  // Every plan meets the command schemas here, whoever made it (a planner, a person, a model).
  const checked = parseEnvelope({ commands: plan.commands, needs_clarification: false, clarification_reason: null });
  if (!checked.ok) return rejected(`rejected: ${checked.error}`);
  if (plan.commands.length === 0) return { success: true, message: "nothing to do", steps: [], iterations: 0 };
  const denied = deniedStep(plan.commands, ctx.config);
  if (denied) return rejected(`refused: ${denied}`);
  if (ctx.staleness === "archived" && plan.commands.some((command) => isAppTool(command.type)))
    return rejected(ARCHIVED);
  const problem = checkPlan(plan.commands, ctx.before);
  if (problem) return rejected(`rejected: ${problem}`);
  // As it runs, each submit is judged again against the app really in front; what was approved is not asked twice.
  const watch = ctx.watch ?? new InputWatch(ctx.said, undefined, "The plan");
  watch.saw(frontIn(ctx.before));
  const judged = { from: watch, client: ctx.client };
  const questions = approvalsFor(plan.commands, ctx.before, ctx.config, watch.said, judged);
  const request = oneQuestion(questions);
  if (request) {
    const answer = await ctx.approve(request);
    // Cancelled while it asked (the question was withdrawn): it ends as any cancelled run, every step skipped.
    if (!answer.approved && answer.withdrawn) return cancelledRun(noneRan(plan.commands, ctx));
    if (!answer.approved) {
      return rejected(`not approved: ${request.title} (${answer.reason}); nothing was changed`, "cancelled");
    }
    log.info("approved", { title: request.title, by: answer.by });
  }
  const answered = new Set(questions.map(requestKey));
  const guard = new RunGuard(watch, { front: () => frontApp(ctx.spoon), approve: ctx.approve, answered });
  const steps = await runSteps(plan.commands, ctx, guard);
  if (steps.some((step) => step.message === CANCELLED)) return cancelledRun(steps);
  const failed = steps.find((step) => step.status === "failed");
  if (!failed) return { success: true, message: steps.map((step) => step.message).join("\n"), steps, iterations: 1 };
  const error = failed.message;
  return { success: false, message: `failed: ${error}`, steps, iterations: 1, error, errorType: failed.errorType };
}
