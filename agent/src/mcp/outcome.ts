import * as z from "zod";
import { Snapshot } from "../contract/index.ts";

const Step = z.object({
  tool: z.string().describe("The command the step ran (a tool's name)"),
  status: z.enum(["done", "failed", "skipped"]),
  message: z.string().describe("What the step did, or why it failed or was skipped"),
  result: z.unknown().optional().describe("What the step read or made (apps, tabs, an answer, a page's output)"),
});

/** What every command tool answers: whether it was done, what happened, and each step. */
export const CommandOutcome = z.object({
  success: z.boolean().describe("True when every step was done"),
  message: z.string().describe("What happened, or what went wrong and the valid choices"),
  errorType: z
    .string()
    .optional()
    .describe("Why it failed: validation (bad arguments or names), cancelled (not approved), action, timeout..."),
  steps: z.array(Step).describe("The steps run, in order (empty when nothing ran)"),
});
export type CommandOutcome = z.infer<typeof CommandOutcome>;

/** What `run` answers: the commands it planned and how, with the outcome of running them. */
export const RunOutcome = CommandOutcome.extend({
  planner: z.string().optional().describe("Who planned it: offline (the local planner) or llm (Claude)"),
  plan: z.array(z.looseObject({ type: z.string() })).describe("The commands planned (empty when none could be)"),
  candidates: z
    .array(z.string())
    .optional()
    .describe("When the words were not plain enough: the choices, to say one of them in a new call"),
});
export type RunOutcome = z.infer<typeof RunOutcome>;

/** What `snapshot` answers: the desktop as it is now. */
export const SnapshotOutcome = z.object({ snapshot: Snapshot });

/**
 * A tuple as a list of its items' one shape (`prefixItems` is 2020-12's alone; clients that check with draft-07,
 * the SDK's own, take `items: false` beside it as "no items"): the length bounds stay, the checks are the agent's.
 */
function withoutTuples(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutTuples);
  if (typeof json !== "object" || json === null) return json;
  const { prefixItems, items, ...rest } = json as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withoutTuples(value)]));
  if (!Array.isArray(prefixItems)) return items === undefined ? kept : { ...kept, items: withoutTuples(items) };
  const shapes = [...new Set(prefixItems.map((item) => JSON.stringify(withoutTuples(item))))];
  const parsed = shapes.map((shape) => JSON.parse(shape) as unknown);
  return { ...kept, items: parsed.length === 1 ? parsed[0] : { anyOf: parsed } };
}

/** A schema as the JSON Schema a client is shown (`input`: what it may send; `output`: what it gets). */
export function jsonSchemaOf(
  schema: z.core.$ZodType,
  io: "input" | "output",
): { type: "object"; [key: string]: unknown } {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return { ...(withoutTuples(json) as object), type: "object" };
}
