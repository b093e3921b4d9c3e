import type { Scripted } from "./messages-server.ts";

/** The YouTube task's goal, as a person types it. */
export const YOUTUBE_GOAL = "search YouTube for cooking videos and open the first result";

let nextUse = 1;
export const toolUse = (name: string, input: object) => ({
  type: "tool_use" as const,
  id: `toolu_${nextUse++}`,
  name,
  input,
});
/**
 * A computer action as the newest models call it (computer_toolset_20260801, the default vision
 * model's): a member tool named by the action, its input without `action`.
 */
export const computer = ({ action, ...input }: { action: string } & Record<string, unknown>) => ({
  type: "tool_use" as const,
  id: `toolu_${nextUse++}`,
  name: action,
  toolset_name: "computer",
  caller: { type: "direct" },
  input,
});
export const reply = (...content: object[]): Scripted =>
  ({
    content,
    stop_reason: content.some((c) => (c as { type: string }).type === "tool_use") ? "tool_use" : "end_turn",
  }) as Scripted;

/** Claude's plan: nothing to run first; the goal needs the screen. */
export const needsTheScreen = (goal: string) =>
  reply(
    toolUse("submit_plan", {
      commands: [],
      needs_clarification: false,
      clarification_reason: null,
      requires_observation: true,
      goal,
    }),
  );

/**
 * A scripted model doing the YouTube task in the 1280×720 image of the 2560×1440 screen (pixels from the
 * simulator's ground truth): the plan, then click the search field, type, Return; click the first result; done.
 */
export function youtubeTaskReplies(done = "Opened the first result, 15 Easy Dinners."): Scripted[] {
  return [
    needsTheScreen(YOUTUBE_GOAL),
    reply(
      computer({ action: "left_click", coordinate: [300, 67] }),
      computer({ action: "type", text: "cooking videos" }),
      computer({ action: "key", text: "Return" }),
    ),
    reply(computer({ action: "left_click", coordinate: [205, 162] })),
    reply({ type: "text", text: done }),
  ];
}
