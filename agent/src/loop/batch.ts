import type Anthropic from "@anthropic-ai/sdk";
import type { Screenshot } from "../contract/index.ts";
import type { RunGuard } from "../consequences/index.ts";
import type { Approver } from "../exec/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import { performAction } from "./action.ts";
import { actionOf } from "./computer-tool.ts";

type ToolResult = Anthropic.Beta.BetaToolResultBlockParam;

/** One action of a run, as carried out (or skipped after an earlier one failed in the same reply). */
export interface LoopStep {
  action: unknown;
  status: "done" | "failed" | "skipped";
  message: string;
}

/** Actions that look, not act: the screen is not expected to change after them. */
const LOOKING = new Set(["screenshot", "zoom", "cursor_position", "wait"]);

export interface Batch {
  results: ToolResult[];
  /** A refused approval: the run ends with this. */
  refused?: string;
  /** Whether any action acted on the screen (not only looked). */
  acted: boolean;
}

/**
 * Runs one reply's actions in order, against the screenshot the model saw; after the first failure, or
 * once cancelled, the rest are skipped. A refused approval ends the run.
 */
export async function runBatch(
  uses: Anthropic.Beta.BetaToolUseBlock[],
  context: {
    shot: Screenshot;
    spoon: SpoonClient;
    approve: Approver;
    guard: RunGuard;
    sleep: (seconds: number) => Promise<void>;
    cancelled?: (() => boolean) | undefined;
  },
  add: (step: LoopStep) => void,
): Promise<Batch> {
  const { spoon, cancelled } = context;
  const screens = (await spoon.read("snapshot", {})).screens.map((s) => ({ id: s.id, fullFrame: s.fullFrame }));
  const batch: Batch = { results: [], acted: false };
  let failed = false;
  for (const use of uses) {
    const action = actionOf(use);
    if (failed || cancelled?.()) {
      add({ action, status: "skipped", message: "skipped: an earlier action failed or the run was cancelled" });
      batch.results.push({ type: "tool_result", tool_use_id: use.id, content: "skipped", is_error: true });
      continue;
    }
    const outcome = await performAction(action, { ...context, screens });
    failed = !outcome.ok;
    if (outcome.stop) batch.refused = outcome.text;
    const name = (action as { action?: unknown }).action;
    if (outcome.ok && !LOOKING.has(String(name))) batch.acted = true;
    add({ action, status: outcome.ok ? "done" : "failed", message: outcome.text });
    const image = outcome.image && {
      type: "image" as const,
      source: { type: "base64" as const, media_type: outcome.image.mediaType, data: outcome.image.data },
    };
    batch.results.push({
      type: "tool_result",
      tool_use_id: use.id,
      content: image ? [{ type: "text", text: outcome.text }, image] : outcome.text,
      ...(outcome.ok ? {} : { is_error: true }),
    });
  }
  return batch;
}
