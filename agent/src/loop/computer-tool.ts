import type Anthropic from "@anthropic-ai/sdk";

/**
 * Claude's own computer-use tool, at the version each model was trained with (SPEC 6). The newest
 * models' `computer_toolset_20260801` answers in another block shape; until the loop speaks it, they
 * get `computer_20251124`, which they also accept.
 */
const VERSIONS: { models: RegExp; type: "computer_20251124" | "computer_20250124"; beta: string }[] = [
  {
    models: /opus-4-[1-9]|sonnet-4-5|haiku-4-5|-4-[5-9]|claude-test/,
    type: "computer_20251124",
    beta: "computer-use-2025-11-24",
  },
  { models: /./, type: "computer_20250124", beta: "computer-use-2025-01-24" },
];

export function computerToolFor(model: string, image: { w: number; h: number }) {
  const version = VERSIONS.find((v) => v.models.test(model))!;
  const tool = {
    type: version.type,
    name: "computer" as const,
    // The model points in pixels of the image it is sent: the display it is told of is that image.
    display_width_px: image.w,
    display_height_px: image.h,
    // The prefix up to here (system and tools) is the same every turn: cached.
    cache_control: { type: "ephemeral" as const },
  };
  return { tool: tool as Anthropic.Beta.BetaToolUnion, beta: version.beta };
}
