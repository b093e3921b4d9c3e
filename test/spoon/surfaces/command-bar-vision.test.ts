import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { needsTheScreen, reply, computer, YOUTUBE_GOAL, youtubeTaskReplies } from "../../fakes/youtube-script.ts";
import { FIRST, youtubeDesktop } from "../../sim/desktops/youtube.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/**
 * The whole way, as a person uses it: ⌘⇧A, the command, Return. The offline planner defers; Claude
 * (scripted, on the wire format) plans "needs the screen" with the goal; the loop looks and acts
 * (pixels from the simulator's ground truth); the alert says what happened.
 */
describe("a command that needs the screen, from the command bar", () => {
  let model: MessagesServer;
  before(async () => (model = await MessagesServer.start("sk-vision")));
  const sim = simMacForTests(() => ({
    desktop: youtubeDesktop(),
    env: { ANTHROPIC_API_KEY: "sk-vision", ANTHROPIC_BASE_URL: model.url },
  }));
  after(() => model.close());
  before(() => sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`));

  it("plans with requires_observation and a goal, then the loop opens the first result", async () => {
    model.reply(...youtubeTaskReplies());
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type(YOUTUBE_GOAL);
    await sim.person.press("return");
    await sim.settle();
    const tab = sim.snapshot().tabs.find((t) => t.id === "7039")!;
    assert.deepEqual([tab.url, tab.title], [FIRST, "15 Easy Dinners - YouTube"], sim.person.sees().alerts.join("\n"));
    // Calls of 100 tokens in and 20 out: planning on claude-haiku-4-5 ($1 and $5 a million), $0.0002;
    // three loop calls on claude-sonnet-5 ($2 and $10), $0.0012.
    assert.match(
      sim.person.sees().alerts.join("\n"),
      /✓ Opened the first result, 15 Easy Dinners\. · Claude: 4 calls, \$0\.0014/,
    );
    assert.equal(model.pending, 0, "every scripted reply was used: one planning call, three loop calls");
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("undo");
    await sim.person.press("return");
    await sim.settle();
    const undone = sim.person.sees().alerts.at(-1)!;
    assert.match(undone, /no undo for: the 14 characters typed stay typed; what 2 clicks did inside apps/, undone);
    assert.match(
      undone,
      /what 1 key press did inside apps; the tab that showed https:\/\/www\.youtube\.com\/ stays on/,
    );
    const [menubar] = sim.mac.onScreen().menubars;
    assert.deepEqual(
      menubar!.titles(["Recent Commands"]),
      ["undo  ·  no model call", `${YOUTUBE_GOAL}  ·  $0.0014`],
      "the menu's recent list",
    );
    const loopTools = model.requests.at(-1)!.body.tools as { type: string }[];
    assert.equal(loopTools[0]!.type, "computer_toolset_20260801", "the default vision model takes the toolset");
  });

  it("takes maxIterations from hs.claude.configure: the run stops there with errorType timeout", async () => {
    await sim.lua(`hs.claude.configure({ maxIterations = 1 })`);
    model.reply(needsTheScreen("look around"), reply(computer({ action: "screenshot" })));
    await sim.lua(`__r = nil; hs.claude.execute("look around the youtube page", function(r) __r = r end)`);
    await sim.settle();
    const result = (await sim.lua("return __r")) as { success: boolean; errorType: string; error: string };
    assert.deepEqual([result.success, result.errorType], [false, "timeout"]);
    assert.match(result.error, /stopped after 1 iterations/);
    assert.equal(model.pending, 0);
  });
});
