import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type Anthropic from "@anthropic-ai/sdk";
import { createClient } from "../../../agent/src/llm/index.ts";
import { imageCount, runLoop } from "../../../agent/src/loop/index.ts";
import { MessagesServer, type Scripted } from "../../fakes/messages-server.ts";
import { FIRST, THIRD, youtubeDesktop } from "../../sim/desktops/youtube.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

let nextUse = 1;
const use = (input: object) => ({ type: "tool_use" as const, id: `toolu_${nextUse++}`, name: "computer", input });
const reply = (...content: object[]): Scripted =>
  ({
    content,
    stop_reason: content.some((c) => (c as { type: string }).type === "tool_use") ? "tool_use" : "end_turn",
  }) as Scripted;

/**
 * The loop (agent/src/loop) against a scripted model on the Messages API wire format: the model
 * "points" at pixels computed from the simulator's ground truth, in the 1280×720 image of the
 * 2560×1440 screen it was sent (the search field's middle is at 600,135 in points, 300,67 in pixels).
 */
describe("the observe-think-act loop", () => {
  let model: MessagesServer;
  let client: Anthropic;
  before(async () => {
    model = await MessagesServer.start("sk-test");
    client = (await createClient({ ANTHROPIC_API_KEY: "sk-test", ANTHROPIC_BASE_URL: model.url }))!;
  });
  after(() => model.close());
  const sim = simMacForTests({ desktop: youtubeDesktop() }, "each test");
  const activeTab = () => sim.snapshot().tabs.find((t) => t.id === "7039")!;
  const sent: number[] = [];
  const options = (extra: object = {}) => ({
    spoon: sim.agent!.spoon,
    client,
    model: "claude-opus-4-5",
    maxIterations: 10,
    onRequest: (messages: Anthropic.Beta.BetaMessageParam[]) => sent.push(imageCount(messages)),
    ...extra,
  });

  it('"search YouTube for cooking videos and open the first result" ends on that page, a call a turn', async () => {
    model.reply(
      reply(
        { type: "text", text: "I'll search." },
        use({ action: "left_click", coordinate: [300, 67] }),
        use({ action: "type", text: "cooking videos" }),
        use({ action: "key", text: "Return" }),
      ),
      reply(use({ action: "left_click", coordinate: [205, 162] })),
      reply({ type: "text", text: "Opened the first result, 15 Easy Dinners." }),
    );
    // The person's own words, as `run` gives them: what they said may be typed and submitted unasked.
    const goal = "search YouTube for cooking videos and open the first result";
    const result = await runLoop(goal, options({ said: goal }));
    assert.equal(result.success, true, result.message);
    assert.deepEqual([activeTab().url, activeTab().title], [FIRST, "15 Easy Dinners - YouTube"]);
    assert.deepEqual(
      result.steps.map((s) => s.status),
      ["done", "done", "done", "done"],
      "the actions' statuses",
    );
    assert.deepEqual([result.iterations, result.usage.calls, result.usage.screenshots], [3, 3, 3]);
    const tools = model.requests.at(-1)!.body.tools as {
      type: string;
      display_width_px: number;
      display_height_px: number;
    }[];
    assert.deepEqual(
      [tools[0]!.type, tools[0]!.display_width_px, tools[0]!.display_height_px],
      ["computer_20251124", 1280, 720],
    );
    assert.match(String(model.requests.at(-1)!.headers["anthropic-beta"]), /computer-use-2025-11-24/);
  });

  it("scrolls the results to reach one below the window, and opens it", async () => {
    // Window 101 is 1345 points tall; the third result starts at 1500. 10 lines of 40 points bring it to 1100,
    // its middle to 25 + 1100 + 120 = 1245 points, pixel 622 of the 720-pixel-tall image.
    model.reply(
      reply(
        use({ action: "left_click", coordinate: [300, 67] }),
        use({ action: "type", text: "cooking videos" }),
        use({ action: "key", text: "Return" }),
      ),
      reply(use({ action: "scroll", coordinate: [400, 400], scroll_direction: "down", scroll_amount: 10 })),
      reply(use({ action: "left_click", coordinate: [205, 622] })),
      reply({ type: "text", text: "Opened Late Night Ramen." }),
    );
    const result = await runLoop(
      "open the cooking video about ramen",
      options({ said: "open the cooking video about ramen" }),
    );
    assert.equal(result.success, true, result.message);
    assert.equal(activeTab().url, THIRD);
    assert.match(result.steps[3]!.message, /^scrolled down 10 lines at 400,400$/);
  });

  it("never sends more than 3 images, and stops at maxIterations with errorType timeout", async () => {
    sent.length = 0;
    for (let i = 0; i < 5; i++) model.reply(reply(use({ action: "screenshot" })));
    const result = await runLoop("keep looking", options({ maxIterations: 5 }));
    assert.deepEqual([result.success, result.errorType, result.usage.calls], [false, "timeout", 5]);
    assert.deepEqual(sent, [1, 2, 3, 3, 3], "the images sent in each call, never more than 3");
    for (const request of model.requests.slice(-5)) {
      const images = JSON.stringify(request.body.messages).split('"type":"image"').length - 1;
      assert.ok(images <= 3, `${images} images in one request`);
    }
  });

  it("stops at its wall-clock limit with errorType timeout", async () => {
    let ticks = 0;
    model.reply(reply(use({ action: "screenshot" })));
    const result = await runLoop("keep looking", options({ timeoutSeconds: 10, now: () => ticks++ * 6000 }));
    assert.deepEqual([result.success, result.errorType, result.usage.calls], [false, "timeout", 1]);
    assert.match(result.message, /^stopped after 10 s without reaching the goal$/);
    assert.equal(model.pending, 0, "no call after the limit");
  });

  it("stops a consequential action mid-batch for approval; with nobody to ask, nothing happens", async () => {
    const before = sim.mac.calls("hs.eventtap.keyStroke");
    model.reply(
      reply(
        use({ action: "left_click", coordinate: [300, 67] }),
        use({ action: "key", text: "cmd+q" }),
        use({ action: "type", text: "after" }),
      ),
    );
    const result = await runLoop("close chrome", options());
    assert.deepEqual(
      result.steps.map((s) => s.status),
      ["done", "failed", "skipped"],
      "the actions' statuses: the consequential one refused, the rest skipped",
    );
    assert.match(
      result.steps[1]!.message,
      /^not approved: Press cmd\+q\? \(there is no one to ask\); nothing was done$/,
    );
    assert.deepEqual([result.success, result.errorType, result.usage.calls], [false, "cancelled", 1]);
    assert.equal(sim.mac.calls("hs.eventtap.keyStroke"), before, "the quit key was never pressed");
    assert.equal(sim.mac.calls("hs.eventtap.keyStrokes"), 0, "nothing after it ran");
  });

  it("asks the person before clicking a control that signs out, and clicks once approved", async () => {
    const asked: string[] = [];
    model.reply(
      reply(use({ action: "left_click", coordinate: [730, 40] })),
      reply({ type: "text", text: "Signed out." }),
    );
    const approve = async (request: { title: string }) => (
      asked.push(request.title), { approved: true as const, by: "test" }
    );
    const result = await runLoop("sign out of youtube", options({ approve }));
    assert.equal(result.success, true, result.message);
    assert.deepEqual(asked, ['Click "Sign out"?'], "the questions asked at the Mac");
    assert.deepEqual(
      result.steps.map((s) => s.status),
      ["done"],
      "the actions' statuses: the approved click done",
    );
  });

  it("a cancelled run stops before its next action; a pixel outside the image clicks nothing", async () => {
    let clicks = 0;
    model.reply(
      reply(use({ action: "left_click", coordinate: [5000, 10] }), use({ action: "type", text: "never typed" })),
      reply(use({ action: "left_click", coordinate: [300, 67] }), use({ action: "type", text: "cooking" })),
    );
    const result = await runLoop("search", options({ cancelled: () => clicks++ > 2 }));
    assert.equal(result.steps[0]!.status, "failed");
    assert.match(result.steps[0]!.message, /pixel 5000,10 is outside the 1280×720 image: nothing was done/);
    assert.equal(result.steps[1]!.status, "skipped");
    assert.deepEqual([result.success, result.errorType], [false, "cancelled"]);
    assert.equal(activeTab().url, "https://www.youtube.com/");
  });
});
