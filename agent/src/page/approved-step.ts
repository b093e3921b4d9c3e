import * as z from "zod";
import { plainLine } from "../util/index.ts";
import { normalizeUrl } from "../web/index.ts";
import { missingField, PAGE_SCHEMAS } from "./schemas.ts";

type PageTool = keyof typeof PAGE_SCHEMAS;
const TOOLS = Object.keys(PAGE_SCHEMAS) as PageTool[];

const StepText = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .describe("The step in plain English, naming what it acts on as the page shows it");

/**
 * A step as the planning model writes it and the person approves it: its words, the page tool it will use and that
 * tool's input (its target: selector, url, key, option...), which the executor's call must match. Only the text a
 * page_type types may be left to the executor, and only when the step says so (fill_text).
 */
function stepOf<T extends PageTool>(tool: T) {
  const fields = (PAGE_SCHEMAS[tool] as unknown as z.ZodObject).omit({ type: true });
  const target = tool === "page_type" ? fields.partial({ text: true }) : fields;
  const fill =
    tool === "page_type"
      ? {
          fill_text: z
            .literal(true)
            .optional()
            .describe("true: the text to type comes from an earlier step's output, chosen by the executor"),
        }
      : {};
  return z.strictObject({
    text: StepText,
    tool: z.literal(tool),
    target: target.describe(`The ${tool} input the step's call must have`),
    ...fill,
  });
}

/** Whatever a step's target lacks that its tool needs (a URL to go to, the text to type), as a plan's issue. */
function checkTarget(step: { tool: string; target: Record<string, unknown>; fill_text?: true }, ctx: z.RefinementCtx) {
  const missing = missingField({ type: step.tool, ...step.target });
  if (missing) ctx.addIssue({ code: "custom", message: missing, path: ["target"] });
  if (step.tool !== "page_type") return;
  const typed = step.target.text !== undefined;
  if (typed === (step.fill_text === true))
    ctx.addIssue({
      code: "custom",
      message: "a page_type step gives its target's text, or fill_text: true (not both)",
    });
}

export const PlannedStep = z
  .discriminatedUnion("tool", TOOLS.map(stepOf) as unknown as [ReturnType<typeof stepOf>])
  .superRefine((step, ctx) => checkTarget(step as Parameters<typeof checkTarget>[0], ctx));
export type PlannedStep = { text: string; tool: PageTool; target: Record<string, unknown>; fill_text?: true };

/** The step's tool and target as the approval window shows them, on one line. */
export function targetLine(step: PlannedStep): string {
  const fill = step.fill_text ? ", text from an earlier step's output" : "";
  return plainLine(`${step.tool} ${JSON.stringify(step.target)}${fill}`);
}

/** What an input leaves out means its tool's default: a missing field and its default are the same call. */
const DEFAULTS: Record<string, unknown> = { click_type: "single", mode: "replace", submit: false, by: "value" };

function sameValue(field: string, approved: unknown, called: unknown): boolean {
  const [a, b] = [approved ?? DEFAULTS[field], called ?? DEFAULTS[field]];
  if (field === "url" && typeof a === "string" && typeof b === "string") {
    const [x, y] = [normalizeUrl(a), normalizeUrl(b)];
    return x.ok && y.ok && x.url === y.url;
  }
  return a === b;
}

/**
 * Why the executor's call is not the approved step (another tool, or any field of its input other than the
 * approved one), checked here and never by a model; undefined when it is that step's call.
 */
export function notTheApprovedCall(step: PlannedStep, tool: string, input: Record<string, unknown>) {
  const approved = `the approved ${targetLine(step)}`;
  if (tool !== step.tool) return `the executor called ${plainLine(tool)}, not ${approved}`;
  const fields = new Set([...Object.keys(step.target), ...Object.keys(input)]);
  if (step.fill_text) fields.delete("text");
  const differ = [...fields].filter((field) => !sameValue(field, step.target[field], input[field]));
  if (differ.length === 0) return undefined;
  const called = plainLine(JSON.stringify(Object.fromEntries(differ.map((field) => [field, input[field] ?? null]))));
  return `the executor's ${plainLine(tool)} call has ${called}, not ${approved}`;
}
