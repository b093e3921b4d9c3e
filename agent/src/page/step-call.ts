import type Anthropic from "@anthropic-ai/sdk";
import * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { withUntrustedRule } from "../llm/index.ts";
import { forcedToolCall, type PageModel } from "./model-call.ts";
import { modelText, plainLine } from "../util/index.ts";
import { PAGE_TOOL_TEXTS } from "./commands.ts";
import { pageText } from "./page-text.ts";
import { PAGE_SCHEMAS } from "./schemas.ts";
import { targetLine, type PlannedStep } from "./approved-step.ts";

const SYSTEM = withUntrustedRule(modelText(new URL("./executor-system.txt", import.meta.url)));
const MAX_TOKENS = 512;
type PageTool = keyof typeof PAGE_SCHEMAS;

/**
 * The nine page tools as the executor is offered them: each tool's schema without its `type`, which is the name;
 * built on the first call (most runs never make one).
 */
let tools: Anthropic.Tool[] | undefined;
const pageTools = (): Anthropic.Tool[] =>
  (tools ??= (Object.keys(PAGE_SCHEMAS) as PageTool[]).map((name) => {
    const fields = (PAGE_SCHEMAS[name] as z.ZodObject).omit({ type: true });
    const { $schema: _dialect, ...schema } = z.toJSONSchema(fields, { io: "input" });
    return { name, description: PAGE_TOOL_TEXTS[name], input_schema: schema } as unknown as Anthropic.Tool;
  }));

/** A step carried out: its words, the tool call made for it (when one was), and what the tool gave. */
export interface PageStep {
  text: string;
  call?: { tool: string; input: unknown };
  status: "done" | "failed" | "skipped";
  message: string;
  output?: unknown;
}

/** The executor's tool call for a step: the page command it names, or why it cannot run (naming what was wrong). */
export type StepCall =
  | { ok: true; tool: PageTool; input: Record<string, unknown>; command: z.output<(typeof PAGE_SCHEMAS)[PageTool]> }
  | { ok: false; tool?: string; input?: unknown; error: string };

function history(done: readonly PageStep[]): string {
  if (done.length === 0) return "Earlier steps: none.";
  const lines = done.map((step, i) => {
    // The call's input may hold what a page gave (text typed from an earlier output): it is the page's text too.
    const call = step.call ? `${step.call.tool} ${pageText(JSON.stringify(step.call.input))}` : "none";
    const output = pageText(JSON.stringify(step.output ?? null));
    return `${i + 1}. ${plainLine(step.text)}\n   call: ${call}\n   output (${step.status}): ${output}`;
  });
  return `Earlier steps:\n${lines.join("\n")}`;
}

/** Checks the executor's answer: one call of one of the nine tools, its input taken by that tool's schema. */
function checked(message: Anthropic.Message): StepCall {
  const uses = message.content.filter((block) => block.type === "tool_use");
  const [use] = uses;
  if (!use || use.type !== "tool_use") return { ok: false, error: "the executor called no page tool" };
  if (uses.length > 1) return { ok: false, error: `the executor called ${uses.length} tools; a step is one call` };
  const { name, input } = use;
  if (!(name in PAGE_SCHEMAS)) return { ok: false, tool: name, input, error: `${name} is not a page tool` };
  const tool = name as PageTool;
  const given = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const parsed = PAGE_SCHEMAS[tool].safeParse({ ...given, type: tool });
  if (!parsed.success) return { ok: false, tool, input, error: `${tool}: ${describeIssues(parsed.error)}` };
  return { ok: true, tool, input: given, command: parsed.data };
}

/** The step as the executor is told it: its words, and the call approved for it (what it may fill in, if anything). */
function stepLines(step: PlannedStep): string {
  const fill = step.fill_text ? "\nFill in: text (from the earlier steps' outputs, as the step says)." : "";
  return `This step: ${plainLine(step.text)}\nIts approved call: ${targetLine(step)}${fill}`;
}

/**
 * One executor call for one step: the step's words and approved call, the tab the plan was made on and the earlier
 * steps' calls and outputs (text only, never an image); the nine page tools offered, one call forced.
 */
export async function callForStep(
  step: PlannedStep,
  context: { tab: string; done: readonly PageStep[] },
  model: PageModel,
): Promise<StepCall> {
  const text = `The plan was made on tab ${plainLine(context.tab)}.\n${history(context.done)}\n\n${stepLines(step)}`;
  const message = await forcedToolCall(model, {
    system: SYSTEM,
    tools: pageTools(),
    toolChoice: { type: "any", disable_parallel_tool_use: true },
    content: [{ type: "text", text }],
    maxTokens: MAX_TOKENS,
  });
  return checked(message);
}
