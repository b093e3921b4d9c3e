import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import type Anthropic from "@anthropic-ai/sdk";
import { InputWatch } from "../../../agent/src/consequences/index.ts";
import { createClient } from "../../../agent/src/llm/index.ts";
import { runLoop } from "../../../agent/src/loop/index.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { sentImageSize } from "../../fakes/vision-model.ts";
import { computer, reply } from "../../fakes/youtube-script.ts";
import { RESULTS, youtubeDesktop } from "../../sim/desktops/youtube.ts";
import { until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

type Block = { type: string; text?: string; content?: Block[]; source?: { data: string } };

/** The tool results of the last request, as sent. */
function lastResults(model: MessagesServer): Block[] {
  const messages = model.requests.at(-1)!.body.messages as { role: string; content: Block[] }[];
  return messages.at(-1)!.content.filter((block) => block.type === "tool_result");
}

/**
 * The computer toolset of the newest models (computer_toolset_20260801, the default vision model's):
 * member tools by name, no display size, zoom; drags, the pointer and its button, held and repeated
 * keys; the settle time after acting, and a batch that changed nothing said to be so.
 */
describe("the loop on the computer toolset", () => {
  let model: MessagesServer;
  let client: Anthropic;
  const slept: number[] = [];
  before(async () => {
    model = await MessagesServer.start("sk-toolset");
    client = (await createClient({ ANTHROPIC_API_KEY: "sk-toolset", ANTHROPIC_BASE_URL: model.url }))!;
  });
  after(() => model.close());
  const sim = simMacForTests({ desktop: youtubeDesktop() }, "each test");
  beforeEach(() => (slept.length = 0));
  const options = (extra: object = {}) => ({
    spoon: sim.agent!.spoon,
    client,
    model: "claude-sonnet-5",
    maxIterations: 5,
    actionDelay: 0.4,
    sleep: async (seconds: number) => void slept.push(seconds),
    ...extra,
  });
  const field = () => sim.desktop.content.focusedField?.element.value;

  it("offers the toolset without a display size or beta header; members run as actions; keys repeat", async () => {
    model.reply(
      reply(
        computer({ action: "left_click", coordinate: [300, 67] }),
        computer({ action: "type", text: "cooking videoss" }),
        computer({ action: "key", text: "BackSpace", repeat: 1 }),
        computer({ action: "hold_key", text: "shift", duration: 0.5 }),
        computer({ action: "key", text: "Return" }),
      ),
      reply({ type: "text", text: "Searched." }),
    );
    const result = await runLoop(
      "search youtube for cooking videos",
      options({ said: "search youtube for cooking videos" }),
    );
    assert.equal(result.success, true, result.message);
    assert.equal(sim.snapshot().tabs.find((t) => t.id === "7039")!.url, RESULTS);
    const request = model.requests.at(-1)!;
    assert.deepEqual(
      request.body.tools,
      [{ type: "computer_toolset_20260801", cache_control: { type: "ephemeral" } }],
      "the tools offered to the model",
    );
    assert.doesNotMatch(String(request.headers["anthropic-beta"] ?? ""), /computer-use/);
    assert.deepEqual(
      result.steps.map((s) => (s.action as { action: string }).action),
      ["left_click", "type", "key", "hold_key", "key"],
      "the actions run, in order",
    );
    assert.deepEqual(slept, [0.4], "the screen settles once after the batch");
  });

  it("zooms: the region at the screen's full resolution comes back as an image, and nothing is clicked", async () => {
    model.reply(reply(computer({ action: "zoom", region: [250, 40, 450, 90] })), reply({ type: "text", text: "ok" }));
    const result = await runLoop("read the search field closely", options());
    assert.equal(result.success, true, result.message);
    const zoomed = lastResults(model)[0]!.content!.find((block) => block.type === "image")!;
    // 200×50 pixels of the 1280-pixel image of a 2560-point screen at scale 1: 400×100 points = 400×100 pixels.
    const size = await sentImageSize({ messages: [{ content: [zoomed] }] });
    assert.deepEqual(size, { w: 400, h: 100 });
    assert.deepEqual(sim.desktop.content.pressed, [], "what was pressed on the screen: nothing");
    assert.match(result.steps[0]!.message, /the region 250,40,450,90 at full resolution/);
  });

  it("drags between two points; presses and releases where the pointer was moved; says where it is", async () => {
    model.reply(
      reply(
        computer({ action: "left_click_drag", start_coordinate: [100, 300], coordinate: [400, 300] }),
        computer({ action: "mouse_move", coordinate: [300, 67] }),
        computer({ action: "left_mouse_down" }),
        computer({ action: "left_mouse_up" }),
        computer({ action: "cursor_position" }),
        computer({ action: "type", text: "ramen" }),
      ),
      reply({ type: "text", text: "done" }),
    );
    const result = await runLoop("drag, then type into the search field", options());
    assert.equal(result.success, true, result.message);
    assert.deepEqual(
      sim.desktop.content.dragged,
      [{ from: { x: 201, y: 601 }, to: { x: 801, y: 601 } }],
      "the drags made on the screen",
    );
    assert.deepEqual(sim.desktop.content.pressed.at(-1), {
      title: "Search",
      role: "AXTextField",
      window: 101,
      by: "click",
    });
    assert.equal(result.steps[4]!.message, "X=300,Y=67");
    assert.equal(field(), "ramen");
  });

  it("ends a wait the person cancels at once, and stops there: the click after it never happens", async () => {
    model.reply(
      reply(computer({ action: "wait", duration: 10 }), computer({ action: "left_click", coordinate: [300, 67] })),
    );
    const cancel = new AbortController();
    const waits: number[] = [];
    // A wait that only the run's cancel ends, as the real sleep ends on it (test/agent/util/sleep.test.ts).
    const sleep = (seconds: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        waits.push(seconds);
        signal?.addEventListener("abort", () => resolve(), { once: true });
      });
    const stop = { sleep, signal: cancel.signal, cancelled: () => cancel.signal.aborted };
    const asked = model.requests.length;
    const looping = runLoop("wait for the results", options(stop));
    await until(() => waits.includes(10), "the wait of 10 s under way");
    cancel.abort();
    const result = await looping;
    assert.deepEqual([result.success, result.errorType], [false, "cancelled"], result.message);
    assert.deepEqual(
      result.steps.map((step) => step.status),
      ["done", "skipped"],
      "the steps: the wait, the click skipped",
    );
    assert.equal(model.requests.length, asked + 1, "Claude was not asked again");
  });

  it("waits as long as asked, and says when a batch changed nothing on the screen, after settling twice", async () => {
    model.reply(
      reply(computer({ action: "wait", duration: 2 })),
      reply(computer({ action: "left_click", coordinate: [1270, 700] })),
      reply({ type: "text", text: "nothing there" }),
    );
    await runLoop("click the empty corner", options());
    assert.deepEqual(slept, [2, 0.4, 0.4, 0.4], "the settle waits: the wait asked for, then one after each batch");
    const said = JSON.stringify(lastResults(model)[0]);
    assert.match(said, /Nothing on the screen changed after these actions/);
  });

  it("refuses a zoom outside the image and an unknown modifier, naming what was wrong", async () => {
    model.reply(
      reply(computer({ action: "zoom", region: [1200, 0, 1400, 90] })),
      reply(computer({ action: "left_click", coordinate: [300, 67], text: "hyper" })),
      reply({ type: "text", text: "gave up" }),
    );
    const result = await runLoop("zoom too far", options());
    assert.match(result.steps[0]!.message, /the region 1200,0,1400,90 is not inside the 1280×720 image/);
    assert.match(result.steps[1]!.message, /unknown modifier in "hyper"/);
    assert.deepEqual(sim.desktop.content.pressed, [], "what was pressed on the screen: nothing");
  });

  it("asks before a press on Sign out where the pointer is, or by the button alone; nobody: nothing", async () => {
    for (const press of [
      [computer({ action: "mouse_move", coordinate: [730, 40] }), computer({ action: "left_click" })],
      [computer({ action: "mouse_move", coordinate: [730, 40] }), computer({ action: "left_mouse_down" })],
    ]) {
      model.reply(reply(...press));
      const result = await runLoop("sign out", options());
      assert.deepEqual([result.success, result.errorType], [false, "cancelled"]);
      assert.match(result.steps[1]!.message, /^not approved: Click "Sign out"\?/);
    }
    assert.deepEqual(sim.desktop.content.pressed, [], "nothing was pressed");
  });

  it("asks before a quitting chord however it is spelled or held, and a Return after the run typed", async () => {
    for (const text of ["command+q", " cmd + q", "fn+cmd+q", "Q+cmd"]) {
      const chord = text === "Q+cmd" ? "cmd+q" : text;
      model.reply(
        reply(computer({ action: "key", text: chord }), computer({ action: "hold_key", text: chord, duration: 1 })),
      );
      const result = await runLoop("quit", options());
      assert.match(result.steps[0]!.message, /^not approved: Press/, `${chord} was asked for`);
    }
    model.reply(reply(computer({ action: "hold_key", text: "cmd+w", duration: 1 })));
    const held = await runLoop("close", options());
    assert.match(held.steps[0]!.message, /^not approved: Press cmd\+w\?/);
    assert.equal(sim.mac.calls("hs.eventtap.keyStroke"), 0, "no chord was pressed");
    // The run's watch (one per run, per MCP connection): text a plan step typed before the loop waits for its Return.
    const watch = new InputWatch(undefined, { name: "Google Chrome" });
    watch.record({ act: "type", text: "wire $500 to evil" });
    model.reply(reply(computer({ action: "key", text: "Return" })));
    const submitted = await runLoop("finish it", options({ watch }));
    assert.match(submitted.steps[0]!.message, /^not approved: Submit "wire \$500 to evil" in Google Chrome\?/);
  });

  it("lets go of a button held down when the run ends (released where it went down: the press completes)", async () => {
    model.reply(
      reply(computer({ action: "left_mouse_down", coordinate: [300, 67] })),
      reply({ type: "text", text: "stop" }),
    );
    await runLoop("hold the button on the search field", options());
    assert.deepEqual(sim.desktop.content.pressed.at(-1), {
      title: "Search",
      role: "AXTextField",
      window: 101,
      by: "click",
    });
  });

  it("stops at config's budget before the call that would pass it, with errorType budget", async () => {
    const costly = { usage: { input_tokens: 10_000, output_tokens: 500 } };
    model.reply(
      { ...reply(computer({ action: "screenshot" })), ...costly },
      { ...reply(computer({ action: "screenshot" })), ...costly },
      { ...reply(computer({ action: "screenshot" })), ...costly },
    );
    // $0.025 a call on claude-sonnet-5 ($2 in, $10 out per million); the next is budgeted at its input and a full
    // 1024-token answer, $0.03024: after two calls ($0.05) a third could pass $0.06, so it is not made.
    const result = await runLoop("look around", options({ budgetUsd: 0.06 }));
    assert.deepEqual([result.success, result.errorType, result.usage.calls], [false, "budget", 2]);
    assert.equal(result.usage.costUsd, 0.05);
    assert.match(result.message, /^stopped at the budget: \$0\.05 of \$0\.06 spent$/);
    assert.equal(model.pending, 1, "the third call was never made");
    model.forget();
  });

  it("counts what the command spent before looking, and refuses a budget it cannot price", async () => {
    const costly = { usage: { input_tokens: 10_000, output_tokens: 500 } };
    model.reply(
      { ...reply(computer({ action: "screenshot" })), ...costly },
      { ...reply(computer({ action: "screenshot" })), ...costly },
    );
    // $0.02 spent on planning: after one call ($0.045 in all) a second could pass $0.06.
    const spent = await runLoop("look around", options({ budgetUsd: 0.06, spentUsd: 0.02 }));
    assert.deepEqual([spent.errorType, spent.usage.calls], ["budget", 1]);
    assert.match(spent.message, /^stopped at the budget: \$0\.045 of \$0\.06 spent$/);
    model.forget();
    const unknown = await runLoop("look around", options({ budgetUsd: 0.06, model: "claude-someday-9" }));
    assert.deepEqual([unknown.success, unknown.errorType, unknown.usage.calls], [false, "budget", 0]);
    assert.match(unknown.message, /cannot be kept: no price is known for claude-someday-9/);
  });
});
