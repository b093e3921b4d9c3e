import type Anthropic from "@anthropic-ai/sdk";
import { PAGE_BROWSERS } from "../apps/index.ts";
import type { Trail } from "../audit/index.ts";
import { CANCELLED_STEP as CANCELLED } from "../commands/index.ts";
import type { Usage } from "../cost/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { ApiError } from "../errors/index.ts";
import type { Approver, ExecResult, PageStep } from "../exec/index.ts";
import {
  callForStep,
  notTheApprovedCall,
  planPageSteps,
  targetLine,
  type PageModel,
  type PageStepsPlan,
  type PlannedPage,
} from "../page/index.ts";
import type { Command } from "../registry/index.ts";
import { plainLine } from "../util/index.ts";

/** What a page task runs with: how a command runs, who approves, the models, and the run's own options. */
export interface PageTaskDeps<O extends RunOptions = RunOptions> {
  execute(
    plan: { commands: Command[]; needs_clarification: false },
    options: O & { before: Snapshot },
  ): Promise<Executed>;
  approve: Approver;
  client: Anthropic;
  models: { planner: string; executor: string };
  /** One screenshot for the planning call, only when the person enabled it. */
  screenshot?: () => Promise<PlannedPage["screenshot"]>;
  usage: Usage;
  /** The run's own options (who approves, cancelling, its trail), as each command of it runs with them. */
  options: O;
}
type Executed = { result: ExecResult; after: Snapshot };
/** What the page task itself reads of the run's options. */
type RunOptions = {
  cancelled?: () => boolean;
  /** Aborted once the person cancelled: the model's call under way (planning, a step's) ends at once. */
  signal?: AbortSignal;
  trail?: Trail;
  progress?: (line: string) => void;
};

/** The part of a command that needed the page: done by page steps, or handed to the screen, saying why. */
export type PageTaskOutcome =
  | { path: "screen"; why: string }
  | { path: "page"; why: string; result: ExecResult; after: Snapshot };

const MARK = { done: "✓", failed: "✗", skipped: "–" } as const;

/**
 * The approval's question: the steps, numbered, as the planning model wrote them, each with the one call it will
 * make (its tool and target, which the executor's call must match), and why this path.
 */
function approvalOf(plan: PageStepsPlan, page: PlannedPage["tab"]) {
  const steps = plan.steps.map((step, i) => `${i + 1}. ${step.text}\n   ${targetLine(step)}`).join("\n");
  return {
    title: `Run ${plan.steps.length} page steps in "${plainLine(page.title)}"?`,
    detail: `${plan.message}\n${steps}\n(${plan.why})`,
  };
}

/** The front app's active tab's HTML, read by a page_html step; why not, when the page cannot be read. */
async function readPage<O extends RunOptions>(
  before: Snapshot,
  deps: PageTaskDeps<O>,
): Promise<PlannedPage | { why: string }> {
  const front = before.apps.find((app) => app.frontmost);
  if (!front || !PAGE_BROWSERS.some((browser) => browser.app === front.name))
    return { why: `${front?.name ?? "no app"} in front cannot run page steps: looking at the screen instead` };
  // Deciding the path is not a step of the run: the read stays out of its record.
  const read = await deps.execute(
    { commands: [{ type: "page_html" } as Command], needs_clarification: false },
    { ...deps.options, trail: undefined, before },
  );
  const [step] = read.result.steps;
  const output = step?.result as { html?: unknown; tab?: unknown; current_url?: unknown; title?: unknown } | undefined;
  if (step?.status !== "done" || typeof output?.html !== "string")
    return {
      why: `the page could not be read (${step?.message ?? read.result.message}): looking at the screen instead`,
    };
  const url = String(output.current_url);
  if (!/^https?:/.test(url)) return { why: `${plainLine(url)} is not a web page: looking at the screen instead` };
  return { tab: { id: String(output.tab), url, title: String(output.title) }, html: output.html };
}

/** The steps as they end, each told to the run's record and its progress. */
function recorder<O extends RunOptions>(plan: PageStepsPlan, deps: PageTaskDeps<O>) {
  const done: PageStep[] = [];
  const record = (step: PageStep) => {
    done.push(step);
    // The call as a command (its type the tool), so typed text is kept as the audit log keeps any.
    const call = step.call && { type: step.call.tool, ...(step.call.input as object) };
    deps.options.trail?.record("step", { page_step: done.length, ...step, call });
    deps.options.progress?.(`${MARK[step.status]} ${done.length}/${plan.steps.length} ${plainLine(step.text)}`);
  };
  return { done, record };
}

/** A task cancelled before its first step: each step recorded as not run, the result saying it was cancelled. */
function noneRan<O extends RunOptions>(plan: PageStepsPlan, before: Snapshot, deps: PageTaskDeps<O>): PageTaskOutcome {
  const { done, record } = recorder(plan, deps);
  for (const { text } of plan.steps) record({ text, status: "skipped", message: CANCELLED });
  return { path: "page", why: plan.why, result: resultOf(plan, done), after: before };
}

/** Runs the approved steps in order, one executor call and one page command each; a failed step skips the rest. */
async function runSteps<O extends RunOptions>(
  plan: PageStepsPlan,
  page: PlannedPage,
  start: Snapshot,
  deps: PageTaskDeps<O>,
) {
  let after = start;
  const model = modelOf(deps, deps.models.executor);
  const { done, record } = recorder(plan, deps);
  for (const step of plan.steps) {
    const { text } = step;
    if (done.some((step) => step.status === "failed")) {
      record({ text, status: "skipped", message: "an earlier step failed" });
      continue;
    }
    const asking = deps.options.cancelled?.() ? undefined : callForStep(step, { tab: page.tab.id, done }, model);
    const call = await asking?.catch(unlessCancelled);
    if (!call) {
      record({ text, status: "skipped", message: CANCELLED });
      continue;
    }
    if (!call.ok) {
      const tried = call.tool ? { call: { tool: call.tool, input: call.input } } : {};
      record({ text, ...tried, status: "failed", message: `the executor's call could not run: ${call.error}` });
      continue;
    }
    const wrong = notTheApprovedCall(step, call.tool, call.input);
    if (wrong) {
      record({
        text,
        call: { tool: call.tool, input: call.input },
        status: "failed",
        message: `${wrong}: nothing was done`,
      });
      continue;
    }
    const ran = await deps.execute(
      { commands: [call.command as Command], needs_clarification: false },
      { ...deps.options, before: after },
    );
    after = ran.after;
    const [ended] = ran.result.steps;
    // The executor skips a command once the person cancelled: that step did not run, and failed nothing.
    const status = ended?.status === "done" ? "done" : ended?.message === CANCELLED ? "skipped" : "failed";
    const output = ended?.result === undefined ? {} : { output: ended.result };
    const message = ended?.message ?? ran.result.message;
    record({ text, call: { tool: call.tool, input: call.input }, status, message, ...output });
  }
  return { done, after };
}

/** The result of the page path: each step's line; a failed one says which, or that the person cancelled. */
function resultOf(plan: PageStepsPlan, steps: PageStep[]): ExecResult {
  const lines = steps.map((step, i) => `${i + 1}. ${MARK[step.status]} ${plainLine(step.text)}: ${step.message}`);
  const path = { path: "page" as const, why: plan.why };
  const failed = steps.findIndex((step) => step.status === "failed");
  const cancelled = steps.some((step) => step.message === CANCELLED);
  const base = { steps: [], iterations: steps.length, path, pageSteps: steps };
  if (failed < 0 && !cancelled) return { ...base, success: true, message: `${plan.message}\n${lines.join("\n")}` };
  const ran = steps.filter((step) => step.status !== "skipped").length;
  const error =
    failed < 0
      ? `cancelled: ${ran} of ${steps.length} page steps ran before it stopped`
      : `page step ${failed + 1} failed ("${plainLine(steps[failed]!.text)}"): ${steps[failed]!.message}`;
  const errorType = cancelled ? "cancelled" : "action";
  return { ...base, success: false, message: `${error}\n${lines.join("\n")}`, error, errorType };
}

/** An executor's call the person's cancel stopped is a step that did not run; any other failure is thrown on. */
function unlessCancelled(error: unknown): undefined {
  if (error instanceof ApiError && error.errorType === "cancelled") return undefined;
  throw error;
}

/** The model a call of the task is made with, stopped by the run's cancel. */
function modelOf<O extends RunOptions>(deps: PageTaskDeps<O>, name: string): PageModel {
  const { signal } = deps.options;
  return { client: deps.client, name, usage: deps.usage, ...(signal ? { signal } : {}) };
}

/** The page path when the person did not approve its steps: nothing done, saying why. */
function notApproved(plan: PageStepsPlan, before: Snapshot, title: string, reason: string): PageTaskOutcome {
  const error = `not approved: ${title} (${reason}); nothing was changed`;
  const path = { path: "page" as const, why: plan.why };
  const result = { success: false, message: error, error, errorType: "cancelled" as const, steps: [], iterations: 0 };
  return { path: "page", why: plan.why, result: { ...result, path }, after: before };
}

/**
 * A task on the web page in front: its text read (and one screenshot when enabled), one planning call for
 * plain-English steps, the person's approval of the list, then each step one executor call and one page command.
 */
export async function runPageTask<O extends RunOptions>(
  task: string,
  before: Snapshot,
  deps: PageTaskDeps<O>,
): Promise<PageTaskOutcome> {
  const page = await readPage(before, deps);
  if ("why" in page) return { path: "screen", why: page.why };
  const shot = await deps.screenshot?.();
  const planned = shot ? { ...page, screenshot: shot } : page;
  const plan = await planPageSteps(task, planned, modelOf(deps, deps.models.planner));
  deps.options.trail?.record("plan", { planner: "page", path: plan.path, why: plan.why, steps: plan.steps });
  if (plan.path === "screen") return { path: "screen", why: plan.why };
  // Cancelled while the plan was made: nobody is asked about steps that will not run.
  if (deps.options.cancelled?.()) return noneRan(plan, before, deps);
  const request = approvalOf(plan, page.tab);
  const answer = await deps.approve(request);
  if (!answer.approved && answer.withdrawn) return noneRan(plan, before, deps);
  if (!answer.approved) return notApproved(plan, before, request.title, answer.reason);
  const { done, after } = await runSteps(plan, page, before, deps);
  return { path: "page", why: plan.why, result: resultOf(plan, done), after };
}
