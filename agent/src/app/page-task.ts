import type Anthropic from "@anthropic-ai/sdk";
import { PAGE_BROWSERS } from "../apps/index.ts";
import type { Trail } from "../audit/index.ts";
import type { Usage } from "../cost/index.ts";
import type { Snapshot } from "../contract/index.ts";
import type { Approver, ExecResult, PageStep } from "../exec/index.ts";
import { callForStep, planPageSteps, type PageStepsPlan, type PlannedPage } from "../page/index.ts";
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
type RunOptions = { cancelled?: () => boolean; trail?: Trail; progress?: (line: string) => void };

/** The part of a command that needed the page: done by page steps, or handed to the screen, saying why. */
export type PageTaskOutcome =
  | { path: "screen"; why: string }
  | { path: "page"; why: string; result: ExecResult; after: Snapshot };

const MARK = { done: "✓", failed: "✗", skipped: "–" } as const;

/** The approval's question: the steps, numbered, as the planning model wrote them, and why this path. */
function approvalOf(plan: PageStepsPlan, page: PlannedPage["tab"]) {
  const steps = plan.steps.map((step, i) => `${i + 1}. ${step}`).join("\n");
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

/** Runs the approved steps in order, one executor call and one page command each; a failed step skips the rest. */
async function runSteps<O extends RunOptions>(
  plan: PageStepsPlan,
  page: PlannedPage,
  start: Snapshot,
  deps: PageTaskDeps<O>,
) {
  const done: PageStep[] = [];
  let after = start;
  const model = { client: deps.client, name: deps.models.executor, usage: deps.usage };
  const record = (step: PageStep) => {
    done.push(step);
    // The call as a command (its type the tool), so typed text is kept as the audit log keeps any.
    const call = step.call && { type: step.call.tool, ...(step.call.input as object) };
    deps.options.trail?.record("step", { page_step: done.length, ...step, call });
    deps.options.progress?.(`${MARK[step.status]} ${done.length}/${plan.steps.length} ${plainLine(step.text)}`);
  };
  for (const text of plan.steps) {
    if (done.some((step) => step.status === "failed")) {
      record({ text, status: "skipped", message: "an earlier step failed" });
      continue;
    }
    if (deps.options.cancelled?.()) {
      record({ text, status: "skipped", message: "cancelled before it ran" });
      continue;
    }
    const call = await callForStep(text, { tab: page.tab.id, done }, model);
    if (!call.ok) {
      const tried = call.tool ? { call: { tool: call.tool, input: call.input } } : {};
      record({ text, ...tried, status: "failed", message: `the executor's call could not run: ${call.error}` });
      continue;
    }
    const ran = await deps.execute(
      { commands: [call.command as Command], needs_clarification: false },
      { ...deps.options, before: after },
    );
    after = ran.after;
    const [step] = ran.result.steps;
    const status = step?.status === "done" ? "done" : "failed";
    const output = step?.result === undefined ? {} : { output: step.result };
    record({
      text,
      call: { tool: call.tool, input: call.input },
      status,
      message: step?.message ?? ran.result.message,
      ...output,
    });
  }
  return { done, after };
}

/** The result of the page path: each step's line; a failed one says which. */
function resultOf(plan: PageStepsPlan, steps: PageStep[]): ExecResult {
  const lines = steps.map((step, i) => `${i + 1}. ${MARK[step.status]} ${plainLine(step.text)}: ${step.message}`);
  const path = { path: "page" as const, why: plan.why };
  const failed = steps.findIndex((step) => step.status === "failed");
  const base = { steps: [], iterations: steps.length, path, pageSteps: steps };
  if (failed < 0) return { ...base, success: true, message: `${plan.message}\n${lines.join("\n")}` };
  const error = `page step ${failed + 1} failed ("${plainLine(steps[failed]!.text)}"): ${steps[failed]!.message}`;
  const cancelled = steps.some((step) => step.message === "cancelled before it ran");
  return {
    ...base,
    success: false,
    message: `${error}\n${lines.join("\n")}`,
    error,
    errorType: cancelled ? "cancelled" : "action",
  };
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
  const plan = await planPageSteps(task, planned, {
    client: deps.client,
    name: deps.models.planner,
    usage: deps.usage,
  });
  deps.options.trail?.record("plan", { planner: "page", path: plan.path, why: plan.why, steps: plan.steps });
  if (plan.path === "screen") return { path: "screen", why: plan.why };
  const request = approvalOf(plan, page.tab);
  const answer = await deps.approve(request);
  if (!answer.approved) {
    const error = `not approved: ${request.title} (${answer.reason}); nothing was changed`;
    const path = { path: "page" as const, why: plan.why };
    const result = { success: false, message: error, error, errorType: "cancelled" as const, steps: [], iterations: 0 };
    return { path: "page", why: plan.why, result: { ...result, path }, after: before };
  }
  const { done, after } = await runSteps(plan, page, before, deps);
  return { path: "page", why: plan.why, result: resultOf(plan, done), after };
}
