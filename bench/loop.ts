/**
 * What the YouTube task costs the loop (a scripted model on the wire format; the real bundle in the
 * simulator): model calls, screenshots and image tokens sent, beside the naive way (one screenshot and
 * one call per action, every screenshot kept in the history).
 */
import type Anthropic from "@anthropic-ai/sdk";
import { visualTokens } from "../agent/src/contract/index.ts";
import { createClient } from "../agent/src/llm/index.ts";
import { imageCount, runLoop } from "../agent/src/loop/index.ts";
import { MessagesServer } from "../test/fakes/messages-server.ts";
import { youtubeDesktop } from "../test/sim/desktops/youtube.ts";
import { startSimMac } from "../test/sim/index.ts";
import type { SpoonClient } from "../agent/src/spoon/index.ts";

const use = (id: number, input: object) => ({ type: "tool_use" as const, id: `toolu_${id}`, name: "computer", input });

/** The YouTube task by the vision loop, its model scripted on `model`: its result, and the images of each call. */
export async function youtubeByLoop(model: MessagesServer, spoon: SpoonClient) {
  model.reply(
    {
      content: [
        use(1, { action: "left_click", coordinate: [300, 67] }),
        use(2, { action: "type", text: "cooking videos" }),
        use(3, { action: "key", text: "Return" }),
      ],
      stop_reason: "tool_use",
    },
    { content: [use(4, { action: "left_click", coordinate: [205, 162] })], stop_reason: "tool_use" },
    { content: [{ type: "text", text: "Opened the first result." }], stop_reason: "end_turn" },
  );
  const client = (await createClient({ ANTHROPIC_API_KEY: model.apiKey, ANTHROPIC_BASE_URL: model.url }))!;
  const images: number[] = [];
  const goal = "search YouTube for cooking videos and open the first result";
  const result = await runLoop(goal, {
    // The person's own words: what they said may be typed and submitted without asking.
    said: goal,
    spoon,
    client,
    model: "claude-test",
    maxIterations: 10,
    onRequest: (messages: Anthropic.Beta.BetaMessageParam[]) => images.push(imageCount(messages)),
  });
  if (!result.success) throw new Error(`the bench's vision loop did not finish its goal: ${result.error}`);
  return { result, images };
}

export async function benchLoop(): Promise<void> {
  const model = await MessagesServer.start("sk-bench");
  const sim = await startSimMac({ desktop: youtubeDesktop() });
  try {
    const { result, images } = await youtubeByLoop(model, sim.agent!.spoon);
    const perShot = visualTokens(1280, 720);
    const actions = result.steps.length;
    const sent = images.reduce((a, b) => a + b, 0);
    const naiveCalls = actions + 1;
    const naiveImages = (naiveCalls * (naiveCalls + 1)) / 2;
    console.log(`YouTube search and open (${actions} actions, success: ${result.success})`);
    const { calls, screenshots } = result.usage;
    const [ours, naive] = [sent * perShot, naiveImages * perShot];
    console.log(`  loop:  ${calls} calls, ${screenshots} screenshots, ${sent} images sent, ~${ours} image tokens`);
    console.log(
      `  naive: ${naiveCalls} calls, ${naiveCalls} screenshots, ${naiveImages} images sent, ~${naive} image tokens`,
    );
    console.log(`  (${perShot} tokens per 1280×720 screenshot, ⌈w/28⌉·⌈h/28⌉)`);
  } finally {
    await sim.close();
    await model.close();
  }
}
