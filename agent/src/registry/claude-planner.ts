import { addReply, noUsage, type Usage } from "../cost/index.ts";
import type Anthropic from "@anthropic-ai/sdk";
import type { Snapshot } from "../contract/index.ts";
import { ApiError } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { messageFrom, untrusted } from "../llm/index.ts";
import { checkPlan } from "./check.ts";
import { PLAN_TOOL_NAME, planToolOffering, SYSTEM_PROMPT } from "./claude-prompt.ts";
import { modelContext } from "./context.ts";
import { parseEnvelope } from "./envelope.ts";
import type { PlannedEnvelope } from "./rules.ts";

const log = createLogger("planner.claude");
/** Enough for a plan of several commands; a plan is never long prose. */
export const PLAN_MAX_TOKENS = 1024;

type MessageParam = Anthropic.MessageParam;
type ToolUse = { type: "tool_use"; id: string; name: string; input: unknown };

function toolUseOf(message: Anthropic.Message): ToolUse {
  if (message.stop_reason === "max_tokens")
    throw new ApiError(`Claude's answer was cut off at max_tokens (${PLAN_MAX_TOKENS}): nothing was run`);
  if (message.stop_reason === "refusal") throw new ApiError("Claude declined to plan this command: nothing was run");
  const use = message.content.find((block) => block.type === "tool_use" && block.name === PLAN_TOOL_NAME);
  if (!use) throw new ApiError("Claude answered without a plan: nothing was run");
  return use as ToolUse;
}

/** Why a submitted plan cannot run on this desktop, or undefined when it can. */
function problemWith(
  input: unknown,
  snapshot: Snapshot,
  offered?: readonly string[],
): { problem: string } | { envelope: PlannedEnvelope } {
  const checked = parseEnvelope(input);
  if (!checked.ok) return { problem: checked.error };
  const { commands, needs_clarification } = checked.envelope;
  const clarification_reason =
    typeof checked.envelope.clarification_reason === "string" ? checked.envelope.clarification_reason : undefined;
  if (needs_clarification)
    return {
      envelope: {
        commands: [],
        needs_clarification: true,
        clarification_reason: clarification_reason ?? "Claude asks for clarification",
        source: "llm",
      },
    };
  const unoffered = offered && commands.find((command) => !offered.includes(command.type));
  if (unoffered) return { problem: `${unoffered.type} is not one of the tools offered now: use only those offered` };
  const problem = checkPlan(commands, snapshot);
  if (problem) return { problem };
  const envelope: PlannedEnvelope = { commands, needs_clarification: false, clarification_reason: null, source: "llm" };
  if (checked.envelope.requires_observation !== true) return { envelope };
  const goal = checked.envelope.goal;
  if (typeof goal !== "string" || goal.trim() === "")
    return { problem: "requires_observation needs the goal: what is left to do" };
  return { envelope: { ...envelope, requires_observation: true, goal: goal.trim() } };
}

/**
 * Plans with one Claude call: the desktop as compact context after a cached prefix (system prompt and
 * the plan tool), the answer forced through the tool, re-validated with zod and against the desktop.
 * An invalid plan gets one repair turn with the error; a second failure becomes a clarification.
 */
export async function planWithClaude(
  text: string,
  snapshot: Snapshot,
  client: Anthropic,
  model: string,
  /** Added to with each call's tokens and cost. */
  usage: Usage = noUsage(),
  /** The commands offered (the workspace's phase, without a denied app's tools); default every command. */
  offered?: readonly string[],
  /** Stops the call under way (the person cancelled the run). */
  signal?: AbortSignal,
): Promise<PlannedEnvelope> {
  const tool = planToolOffering(offered);
  const messages: MessageParam[] = [
    {
      role: "user",
      content: [{ type: "text", text: `${untrusted("desktop", modelContext(snapshot))}\n\nCommand: ${text}` }],
    },
  ];
  for (let attempt = 1; ; attempt++) {
    const message = await messageFrom(
      client,
      client.messages.create(
        {
          model,
          max_tokens: PLAN_MAX_TOKENS,
          system: [{ type: "text", text: SYSTEM_PROMPT, cache_control: { type: "ephemeral" } }],
          tools: [tool as unknown as Anthropic.Tool],
          tool_choice: { type: "tool", name: PLAN_TOOL_NAME },
          messages,
        },
        { signal },
      ),
      signal,
    );
    log.info("planned", { attempt, usage: message.usage });
    addReply(usage, model, message.usage);
    const use = toolUseOf(message);
    const outcome = problemWith(use.input, snapshot, offered);
    if ("envelope" in outcome) return outcome.envelope;
    if (attempt === 2) {
      return {
        commands: [],
        needs_clarification: true,
        clarification_reason: `Claude's plan could not be used: ${outcome.problem}`,
        source: "llm",
      };
    }
    messages.push({ role: "assistant", content: [use] as Anthropic.ContentBlockParam[] });
    messages.push({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: use.id,
          is_error: true,
          // What the check says quotes the desktop (tab and window titles, app names): it travels as their text.
          content:
            `This plan is invalid, the check says:\n${untrusted("plan check", outcome.problem)}\n` +
            "Submit a corrected plan, or ask for clarification.",
        },
      ],
    });
  }
}
