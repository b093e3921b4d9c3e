import type Anthropic from "@anthropic-ai/sdk";

type Tool = Anthropic.Beta.BetaToolUnion;
type ToolUse = Anthropic.Beta.BetaToolUseBlock;

/**
 * Claude's own computer-use tool, at the version each model was trained with: the
 * newest models take `computer_toolset_20260801` (no beta header, no display size: each action is a
 * member tool of its own name), Opus 4.5-4.7 and Sonnet 4.6 `computer_20251124` (with zoom), the
 * others `computer_20250124`.
 */
const VERSIONS: { models: RegExp; version: string; beta?: string }[] = [
  { models: /claude-(opus|sonnet|haiku|fable)-[5-9]|claude-opus-4-[89]/, version: "computer_toolset_20260801" },
  {
    models: /claude-opus-4-[5-7]|claude-sonnet-4-[6-9]/,
    version: "computer_20251124",
    beta: "computer-use-2025-11-24",
  },
  { models: /./, version: "computer_20250124", beta: "computer-use-2025-01-24" },
];

export interface ComputerTool {
  tool: Tool;
  /** The beta header the version needs, if any. */
  betas: string[];
  /** The tool's version, as sent. */
  version: string;
}

/** The tool entry for a model, describing the screenshot it is sent (older versions are told its size). */
export function computerToolFor(model: string, image: { w: number; h: number }): ComputerTool {
  const { version, beta } = VERSIONS.find((v) => v.models.test(model))!;
  // The prefix up to the tools (system and tools) is the same every turn: cached.
  const cache_control = { type: "ephemeral" as const };
  if (!beta) {
    const toolset: Anthropic.Beta.BetaComputerToolset20260801 = { type: "computer_toolset_20260801", cache_control };
    return { tool: toolset, betas: [], version };
  }
  const tool = {
    type: version,
    name: "computer",
    // The model points in pixels of the image it is sent: the display it is told of is that image.
    display_width_px: image.w,
    display_height_px: image.h,
    ...(version === "computer_20251124" ? { enable_zoom: true } : {}),
    cache_control,
  };
  return { tool: tool as Tool, betas: [beta], version };
}

/** A tool call as one action: the single tool's input, or a toolset member's (its name is the action). */
export function actionOf(use: ToolUse): unknown {
  if (use.name === "computer") return use.input;
  const input = typeof use.input === "object" && use.input !== null ? use.input : {};
  return { ...input, action: use.name };
}
