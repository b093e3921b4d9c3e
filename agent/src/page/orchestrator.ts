import type Anthropic from "@anthropic-ai/sdk";
import * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { ApiError } from "../errors/index.ts";
import { withUntrustedRule } from "../llm/index.ts";
import { forcedToolCall, type PageModel } from "./model-call.ts";
import { modelText, plainLine } from "../util/index.ts";
import { pageText } from "./page-text.ts";
import { PlannedStep } from "./approved-step.ts";

const SYSTEM = withUntrustedRule(modelText(new URL("./orchestrator-system.txt", import.meta.url)));
export const PAGE_STEPS_TOOL_NAME = "submit_page_steps";
/** More steps than a page task takes: a runaway plan. */
export const MAX_PAGE_STEPS = 20;
const MAX_TOKENS = 4096;

/** The planning model's answer: which path, why, and the plain-English steps of the page path. */
export const PageStepsPlan = z.object({
  path: z.enum(["page", "screen"]).describe("page: by page steps; screen: the page cannot be acted on by its HTML"),
  why: z.string().min(1).max(300).describe("One sentence: why this path"),
  steps: z
    .array(PlannedStep)
    .max(MAX_PAGE_STEPS)
    .describe("The page steps in order, each one tool call on its target, in plain English; none for the screen path"),
  message: z.string().max(500).describe("One sentence telling the person what the steps will do"),
});
export type PageStepsPlan = Omit<z.infer<typeof PageStepsPlan>, "steps"> & { steps: PlannedStep[] };

let tool: Anthropic.Tool | undefined;
/** The steps tool, its JSON Schema built on the first call (most runs never make one). */
function stepsTool(): Anthropic.Tool {
  if (tool) return tool;
  const { $schema: _dialect, ...inputSchema } = z.toJSONSchema(PageStepsPlan, { io: "input" });
  const description = "Submit the page steps for the person's task, or say the screen must be looked at instead.";
  return (tool = { name: PAGE_STEPS_TOOL_NAME, description, input_schema: inputSchema } as unknown as Anthropic.Tool);
}

/** The page a task is planned on: its tab, its HTML as the page script read it, and a screenshot when allowed. */
export interface PlannedPage {
  tab: { id: string; url: string; title: string };
  html: string;
  screenshot?: { data: string; mediaType: "image/jpeg" | "image/png" };
}

function request(task: string, page: PlannedPage): Anthropic.ContentBlockParam[] {
  const { id, url, title } = page.tab;
  // The address is the page's too (a page sends the browser where it likes): it travels inside the wrapper.
  const where = `The page: tab ${plainLine(id)}, its address, title and HTML:`;
  const html = pageText(`url: ${url}\ntitle: ${title}\n${page.html}`);
  const shot: Anthropic.ContentBlockParam[] = page.screenshot
    ? [{ type: "image", source: { type: "base64", media_type: page.screenshot.mediaType, data: page.screenshot.data } }]
    : [];
  return [...shot, { type: "text", text: `${where}\n${html}\n\nThe person's task: ${task}` }];
}

/**
 * One planning call: the task and the page (its HTML, a screenshot only when given) to plain-English steps, the
 * answer forced through the steps tool and checked by its schema. An answer that cannot be used is an ApiError.
 */
export async function planPageSteps(task: string, page: PlannedPage, model: PageModel): Promise<PageStepsPlan> {
  const message = await forcedToolCall(model, {
    system: SYSTEM,
    tools: [stepsTool()],
    toolChoice: { type: "tool", name: PAGE_STEPS_TOOL_NAME },
    content: request(task, page),
    maxTokens: MAX_TOKENS,
  });
  const use = message.content.find((block) => block.type === "tool_use" && block.name === PAGE_STEPS_TOOL_NAME);
  if (!use || use.type !== "tool_use") throw new ApiError("Claude answered without page steps: nothing was run");
  const parsed = PageStepsPlan.safeParse(use.input);
  if (!parsed.success)
    throw new ApiError(`Claude's page steps could not be used (${describeIssues(parsed.error)}): nothing was run`);
  if (parsed.data.path === "page" && parsed.data.steps.length === 0)
    throw new ApiError("Claude chose page steps but gave none: nothing was run");
  return parsed.data as PageStepsPlan;
}
