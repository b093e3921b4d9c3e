import * as z from "zod";
import { COMMANDS } from "./commands.ts";
import { modelText } from "../util/index.ts";
import { withUntrustedRule } from "../llm/index.ts";

/** The system prompt: stable text, so it and the tool stay a cached prefix from one command to the next. */
export const SYSTEM_PROMPT = withUntrustedRule(modelText(new URL("./plan-system.txt", import.meta.url)));

export const PLAN_TOOL_NAME = "submit_plan";

/** The plan the model submits: the envelope (`EnvelopeShape`), each command checked by its own schema. */
const planInput = (commands: readonly { schema: z.ZodType; description: string }[]) =>
  z.object({
    commands: z
      .array(
        z.union(
          commands.map((command): z.ZodType => command.schema.describe(command.description)) as [z.ZodType, z.ZodType],
        ),
      )
      .describe("The commands to run, in order"),
    needs_clarification: z
      .boolean()
      .describe("True when the command is ambiguous or names something that is not on the desktop"),
    clarification_reason: z
      .string()
      .nullable()
      .describe("What to ask the person, naming the candidates; null when no clarification is needed"),
    requires_observation: z
      .boolean()
      .optional()
      .describe("True when the rest of the command needs looking at the screen (clicking or typing in a page or app)"),
    goal: z
      .string()
      .nullable()
      .optional()
      .describe("With requires_observation: what is left to do after the commands, in the person's words"),
  });

function inputSchema(commands: readonly { schema: z.ZodType; description: string }[]): Record<string, unknown> {
  const json = z.toJSONSchema(planInput(commands), { io: "input" }) as Record<string, unknown>;
  const { $schema: _dialect, ...schema } = json;
  return schema;
}

const planTool = (commands: readonly { schema: z.ZodType; description: string }[]) =>
  ({
    name: PLAN_TOOL_NAME,
    description: "Submit the plan for the person's command: the exact commands, or a clarification.",
    input_schema: inputSchema(commands),
    cache_control: { type: "ephemeral" },
  }) as const;

type PlanTool = ReturnType<typeof planTool>;
const offering = new Map<string, PlanTool>();

/**
 * The one tool the model is made to call, offering the commands `types` (a phase's tools, without a denied app's;
 * default every command). Its JSON Schema comes from the zod schemas, built when first asked for (a start that plans
 * offline never needs it), once for each offering.
 */
export function planToolOffering(types?: readonly string[]): PlanTool {
  const key = types?.join(" ") ?? "every command";
  const built =
    offering.get(key) ?? planTool(types ? COMMANDS.filter((command) => types.includes(command.type)) : COMMANDS);
  offering.set(key, built);
  return built;
}
