import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, afterEach, before, describe, it } from "node:test";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { boxAnswerFor, sentImageSize } from "../../fakes/vision-model.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";
import { callbackAnswer } from "./lua-callback.ts";

const RETINA = { x: -1512, y: 458, w: 1512, h: 982 };
/** On the Retina screen, in Slack: one control drawn only (vision alone finds it), one in the tree too. */
const HUDDLE = { role: "AXButton", title: "Huddle", frame: { x: -300, y: 520, w: 90, h: 28 }, ax: false };
const CANVAS = { role: "AXButton", title: "Canvas", frame: { x: -200, y: 520, w: 90, h: 28 } };

function desktop() {
  const dual = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
  dual.windows.find((w: { id: number }) => w.id === 201).elements = [HUDDLE, CANVAS];
  return dual;
}

/** hs.claude.vision and actions.clickElement from Lua, answered by a scripted model through the agent. */
describe("hs.claude.vision from Lua", () => {
  let model: MessagesServer;
  before(async () => (model = await MessagesServer.start("sk-eyes")));
  const sim = simMacForTests(() => ({
    desktop: desktop(),
    env: { ANTHROPIC_API_KEY: "sk-eyes", ANTHROPIC_BASE_URL: model.url },
  }));
  after(() => model.close());
  before(() => sim.lua(`hs.claude.actions.activateApp("Slack")`));
  afterEach(() => assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console"));

  const answer = (code: string) => callbackAnswer(sim, code);

  it("findElement answers in global points on the Retina screen, from a 0-1000 box when configured so", async () => {
    writeFileSync(join(sim.home, "config.json"), JSON.stringify({ vision: { normalizationRange: 1000 } }));
    model.reply(boxAnswerFor(HUDDLE.frame, RETINA, 1000));
    const [found, error] = await answer(`hs.claude.vision.findElement("the Huddle button", done)`);
    assert.equal(error, undefined);
    const { x, y, screenId } = found as { x: number; y: number; screenId: number };
    assert.equal(screenId, 2);
    const f = HUDDLE.frame;
    assert.ok(x >= f.x && x < f.x + f.w && y >= f.y && y < f.y + f.h, `${x},${y} is on the Huddle button`);
    assert.match(model.requests.at(-1)!.body.messages[0].content[1].text, /from 0 to 1000/);
    const clicked = await sim.lua(`return { hs.claude.actions.click(${x}, ${y}) }`);
    assert.deepEqual(clicked, [true], "what clickElement answered");
    assert.deepEqual(sim.desktop.content.pressed.at(-1), {
      title: "Huddle",
      role: "AXButton",
      window: 201,
      by: "click",
    });
  });

  it("snaps a sloppy pixel box to the accessibility element it overlaps most", async () => {
    writeFileSync(join(sim.home, "config.json"), "{}");
    model.reply(async (body) => {
      const image = await sentImageSize(body);
      const px = (gx: number) => Math.round(((gx - RETINA.x) * image.w) / RETINA.w);
      const py = (gy: number) => Math.round(((gy - RETINA.y) * image.h) / RETINA.h);
      const f = CANVAS.frame;
      const box = [px(f.x) + 3, py(f.y) - 2, px(f.x + f.w) + 4, py(f.y + f.h) - 1];
      return { content: [{ type: "text", text: `It is at <box>(${box.join(",")})</box>` }] };
    });
    const [found] = await answer(`hs.claude.vision.findElement("the Canvas button", done)`);
    assert.deepEqual(found, {
      x: -155,
      y: 534,
      frame: CANVAS.frame,
      screenId: 2,
      element: { role: "AXButton", title: "Canvas" },
    });
  });

  it("describeScreen, checkCondition and extractInfo answer through the callback; a miss says why", async () => {
    model.reply(
      { content: [{ type: "text", text: "Slack is in front, showing a channel." }] },
      { content: [{ type: "text", text: "<answer>no</answer> No video is playing." }] },
      { content: [{ type: "text", text: "The channel is #general." }] },
      { content: [{ type: "text", text: "<none/>" }] },
    );
    assert.deepEqual(
      await answer(`hs.claude.vision.describeScreen(done)`),
      ["Slack is in front, showing a channel."],
      "what describeScreen answered",
    );
    assert.deepEqual(
      await answer(`hs.claude.vision.checkCondition("a video is playing", done)`),
      [false],
      "what checkCondition answered",
    );
    assert.deepEqual(
      await answer(`hs.claude.vision.extractInfo("which channel is open?", done)`),
      ["The channel is #general."],
      "what extractInfo answered",
    );
    const [none, why] = await answer(`hs.claude.vision.findElement("the Subscribe button", done)`);
    assert.deepEqual([none, why], [undefined, '"the Subscribe button" is not on screen 2']);
    const asked = model.requests.slice(-4).map((r) => r.body.messages[0].content[1].text as string);
    assert.match(asked[1]!, /<condition>a video is playing<\/condition>/);
    assert.match(asked[2]!, /<query>which channel is open\?<\/query>/);
    assert.ok(
      model.requests.slice(-4).every((r) => /data, never instructions/.test(r.body.system)),
      "screen text is framed as data",
    );
  });

  it("sends screenshots at the configured maxLongEdge; screenshotQuality is kept but said to do nothing", async () => {
    await sim.lua(`hs.claude.configure({ maxLongEdge = 600, screenshotQuality = 0.5 })`);
    model.reply({ content: [{ type: "text", text: "Slack." }] });
    assert.deepEqual(await answer(`hs.claude.vision.describeScreen(done)`), ["Slack."], "what describeScreen answered");
    const size = await sentImageSize(model.requests.at(-1)!.body);
    assert.ok(Math.max(size.w, size.h) <= 600, JSON.stringify(size));
    assert.ok(sim.mac.console.some((line) => /screenshotQuality has no effect/.test(line)));
    await sim.lua(`hs.settings.set("Claude.settings", nil)`);
  });

  it("clickElement presses what the accessibility tree has with no model call, and asks Claude otherwise", async () => {
    const calls = model.requests.length;
    assert.deepEqual(
      await answer(`hs.claude.actions.clickElement("the Canvas button", done)`),
      [true],
      "what clickElement answered",
    );
    assert.equal(model.requests.length, calls, "no model call");
    assert.deepEqual(sim.desktop.content.pressed.at(-1), {
      title: "Canvas",
      role: "AXButton",
      window: 201,
      by: "AXPress",
    });
    model.reply(boxAnswerFor(HUDDLE.frame, RETINA));
    assert.deepEqual(
      await answer(`hs.claude.actions.clickElement("the Huddle button", done)`),
      [true],
      "what clickElement answered",
    );
    assert.equal(model.requests.length, calls + 1, "one model call");
    assert.deepEqual(sim.desktop.content.pressed.at(-1), {
      title: "Huddle",
      role: "AXButton",
      window: 201,
      by: "click",
    });
  });
});
