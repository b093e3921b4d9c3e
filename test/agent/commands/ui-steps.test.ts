import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import type { Approver } from "../../../agent/src/commands/index.ts";
import { approvalFor, definitionOf, parseCommand, type Command } from "../../../agent/src/registry/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { OpRefused } from "../../../agent/src/errors/index.ts";
import { Config } from "../../../agent/src/store/index.ts";
import { createEyes, type Eyes } from "../../../agent/src/vision/index.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { fakeContext } from "../../fakes/command-context.ts";
import { fakeSpoon, type FakeAnswers } from "../../fakes/spoon-client.ts";
import { DESKTOPS } from "../../support/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const CHROME_IN_FRONT: FakeAnswers["list_apps"] = () => ({
  ok: true,
  value: {
    apps: [{ name: "Google Chrome", bundleID: "com.google.Chrome", frontmost: true, hidden: false, windows: 2 }],
  },
});
const SHOT = {
  data: "AAAA",
  mediaType: "image/jpeg" as const,
  screenId: 1,
  fullFrame: { x: 0, y: 0, w: 2560, h: 1440 },
  scale: 1,
  image: { w: 1280, h: 720 },
};
const NOT_IN_TREE: FakeAnswers["press_element"] = ({ title }) => ({
  ok: false,
  error: new OpRefused(`no element "${title}" in Google Chrome's accessibility tree: only vision can find it`),
});

function command(value: object): Command {
  const parsed = parseCommand(value, 0);
  assert.ok(parsed.ok, parsed.ok ? "" : parsed.error);
  return parsed.command;
}

/** The UI steps as contract commands, run against a fake Spoon and a scripted model. */
describe("click_element, type_text, press_key, scroll and wait", () => {
  let model: MessagesServer;
  let client: Anthropic;
  before(async () => {
    model = await MessagesServer.start("sk-steps");
    client = new Anthropic({ apiKey: "sk-steps", baseURL: model.url, maxRetries: 0 });
  });
  after(() => model.close());

  async function run(value: object, answers: FakeAnswers, options: { eyes?: boolean; approve?: Approver } = {}) {
    const spoon = fakeSpoon(answers);
    let eyes: Eyes | undefined;
    const slept: number[] = [];
    const asked: string[] = [];
    const ctx = fakeContext(spoon, desktop, {
      approve: async (request) => {
        asked.push(request.title);
        return options.approve ? options.approve(request) : { approved: true, by: "the test" };
      },
      eyes: async () => (options.eyes === false ? undefined : (eyes ??= createEyes({ spoon, client, model: "m" }))),
      sleep: async (seconds: number) => void slept.push(seconds),
    });
    const cmd = command(value);
    const outcome = await definitionOf(cmd).run(cmd, ctx);
    return { outcome, sent: spoon.calls, slept, asked, usage: eyes?.usage };
  }

  it("presses an element in the accessibility tree with no screenshot and no model call", async () => {
    const requests = model.requests.length;
    const { outcome, sent } = await run(
      { type: "click_element", description: 'the "Search" field' },
      {
        list_apps: CHROME_IN_FRONT,
        press_element: () => ({ ok: true, value: { role: "AXTextField", title: "Search" } }),
      },
      { eyes: false },
    );
    assert.deepEqual(outcome, {
      ok: true,
      message: 'pressed "Search" (AXTextField) in Google Chrome by accessibility',
      result: { role: "AXTextField", title: "Search", by: "accessibility" },
    });
    const where = { name: "Google Chrome", bundleID: "com.google.Chrome", title: "Search" };
    assert.deepEqual(sent[1], { op: "press_element", params: { ...where, look: true } }, "looked at first");
    const expect = { title: "Search" };
    assert.deepEqual(sent[2], { op: "press_element", params: { ...where, role: "AXTextField", expect } }, "pressed");
    assert.deepEqual(
      sent.map((c) => c.op),
      ["list_apps", "press_element", "press_element"],
      "the operations sent to the Spoon: no capture_screen",
    );
    assert.equal(model.requests.length, requests);
  });

  it("asks about the element it will press (title, description, identifier), not the words that found it", async () => {
    const declined: Approver = async () => ({ approved: false, reason: "declined" });
    for (const [description, found, question] of [
      ["paper plane", { role: "AXButton", title: "Send", description: "paper plane" }, 'Click "Send"?'],
      ["gear", { role: "AXButton", title: "Delete workspace", description: "gear" }, 'Click "Delete workspace"?'],
      ["the star", { role: "AXButton", title: "★", description: "Send message" }, 'Click "Send message"?'],
      ["the icon", { role: "AXButton", title: "icon", identifier: "deleteWorkspaceButton" }, /^Click "delete/],
    ] as const) {
      const { outcome, sent, asked } = await run(
        { type: "click_element", description },
        { list_apps: CHROME_IN_FRONT, press_element: () => ({ ok: true, value: found }) },
        { approve: declined, eyes: false },
      );
      assert.equal(asked.length, 1, description);
      if (typeof question === "string") assert.equal(asked[0], question);
      else assert.match(asked[0]!, question);
      assert.equal(!outcome.ok && outcome.errorType, "cancelled");
      const presses = sent.filter((c) => c.op === "press_element").map((c) => (c.params as { look?: boolean }).look);
      assert.deepEqual(presses, [true], `${description}: looked at, never pressed`);
    }
    const harmless = await run(
      { type: "click_element", description: "the Send button" },
      { list_apps: CHROME_IN_FRONT, press_element: () => ({ ok: true, value: { role: "AXButton", title: "Sent" } }) },
      { eyes: false },
    );
    assert.deepEqual([harmless.outcome.ok, harmless.asked], [true, []], "words alone ask nothing: Sent is pressed");
  });

  it("searches the app's menu bar only for a goal naming a menu (the menu bar's Edit is no Edit button)", async () => {
    const pressed: FakeAnswers["press_element"] = ({ title }) => ({ ok: true, value: { role: "AXButton", title } });
    for (const [description, menus] of [
      ["the Edit button", undefined],
      ["the Edit menu", true],
      ['the "Paste and Match Style" menu item', true],
    ] as const) {
      const { sent } = await run(
        { type: "click_element", description },
        { list_apps: CHROME_IN_FRONT, press_element: pressed },
      );
      const asked = sent.find((call) => call.op === "press_element")!.params as { menus?: boolean };
      assert.equal(asked.menus, menus, description);
    }
  });

  it("asks vision once when the tree lacks the element, snaps to the element there, clicks its middle", async () => {
    model.reply({ content: [{ type: "text", text: "<box>(318,178,382,198)</box>" }] });
    const button = { role: "AXButton", title: "Run Tests", frame: { x: 640, y: 360, w: 120, h: 32 } };
    const { outcome, sent, usage } = await run(
      { type: "click_element", description: "the Run Tests button", app_name: "Terminal" },
      {
        press_element: NOT_IN_TREE,
        capture_screen: () => ({ ok: true, value: SHOT }),
        elements_in: () => ({ ok: true, value: { app: "Terminal", elements: [button] } }),
        element_at: () => ({ ok: true, value: {} }),
        click: ({ x, y }) => ({ ok: true, value: { x, y, app: "Terminal" } }),
      },
    );
    assert.equal(outcome.ok, true, outcome.message);
    assert.equal(
      outcome.message,
      'clicked "the Run Tests button" at 700,376 (found on screen 1, the AXButton "Run Tests")',
    );
    assert.deepEqual(sent.at(-1), { op: "click", params: { x: 700, y: 376 } });
    assert.deepEqual(sent[2], { op: "elements_in", params: { area: { x: 636, y: 356, w: 128, h: 40 } } });
    const tokens = { inputTokens: 100, outputTokens: 20, cacheWriteTokens: 0, cacheReadTokens: 0 };
    assert.deepEqual(usage, { calls: 1, ...tokens, screenshots: 1 }, 'model "m" has no known price: no cost');
    const question = model.requests.at(-1)!.body.messages[0].content[1].text as string;
    assert.match(question, /<description>the Run Tests button<\/description>/);
  });

  it("fails as vision when nothing can look, or the model does not see it, and clicks nothing", async () => {
    const blind = await run(
      { type: "click_element", description: "the Run Tests button" },
      { list_apps: CHROME_IN_FRONT, press_element: NOT_IN_TREE },
      { eyes: false },
    );
    assert.deepEqual(blind.outcome, {
      ok: false,
      message:
        `"Run Tests" is not in Google Chrome's accessibility tree, ` +
        "and finding it on the screen needs Claude: set an API key",
      result: undefined,
      errorType: "vision",
    });
    model.reply({ content: [{ type: "text", text: "<none/>" }] });
    const unseen = await run(
      { type: "click_element", description: "the Run Tests button" },
      { list_apps: CHROME_IN_FRONT, press_element: NOT_IN_TREE, capture_screen: () => ({ ok: true, value: SHOT }) },
    );
    assert.equal(unseen.outcome.ok, false);
    assert.equal(unseen.outcome.message, '"the Run Tests button" is not on screen 1');
    assert.ok(!unseen.sent.some((c) => c.op === "click"));
  });

  it("asks the person when what vision found turns out to delete, and clicks nothing when told no", async () => {
    model.reply({ content: [{ type: "text", text: "<box>(100,100,140,120)</box>" }] });
    const { outcome, sent, asked } = await run(
      { type: "click_element", description: "the red button" },
      {
        list_apps: CHROME_IN_FRONT,
        press_element: NOT_IN_TREE,
        capture_screen: () => ({ ok: true, value: SHOT }),
        elements_in: () => ({ ok: true, value: { elements: [] } }),
        element_at: () => ({ ok: true, value: { role: "AXButton", title: "Delete account" } }),
      },
      { approve: async () => ({ approved: false, reason: "declined" }) },
    );
    assert.deepEqual(asked, ['Click "Delete account"?'], "the questions asked at the Mac");
    assert.equal(outcome.ok, false);
    assert.equal(!outcome.ok && outcome.errorType, "cancelled");
    assert.ok(!sent.some((c) => c.op === "click"));
  });

  it("asks by the words that found it when the element there says nothing of itself (a nameless icon)", async () => {
    model.reply({ content: [{ type: "text", text: "<box>(318,178,382,198)</box>" }] });
    const icon = { role: "AXButton", frame: { x: 640, y: 360, w: 120, h: 32 } };
    const { outcome, sent, asked } = await run(
      { type: "click_element", description: "the Send button" },
      {
        list_apps: CHROME_IN_FRONT,
        press_element: NOT_IN_TREE,
        capture_screen: () => ({ ok: true, value: SHOT }),
        elements_in: () => ({ ok: true, value: { elements: [icon] } }),
        element_at: () => ({ ok: true, value: { role: "AXButton" } }),
      },
      { approve: async () => ({ approved: false, reason: "declined" }) },
    );
    assert.deepEqual(asked, ['Click "the Send button"?'], "the questions asked at the Mac");
    assert.equal(!outcome.ok && outcome.errorType, "cancelled");
    assert.ok(!sent.some((c) => c.op === "click"), "nothing clicked");
  });

  it("asks before the plan runs when a step names a consequential control or chord", () => {
    const config = Config.parse({});
    // The words used to find a control ask nothing up front: the element found is judged as it is pressed.
    const send = approvalFor([command({ type: "click_element", description: "the Send button" })], desktop, config);
    assert.equal(send, undefined);
    const quit = approvalFor([command({ type: "press_key", key: "q", modifiers: ["cmd"] })], desktop, config);
    assert.equal(quit?.title, "Press cmd+q?");
    const twice = [command({ type: "press_key", key: "w", modifiers: ["cmd", "cmd", "fn"] })];
    assert.equal(approvalFor(twice, desktop, config)?.title, "Press cmd+cmd+fn+w?");
    const plain = [
      command({ type: "click_element", description: "the Search field" }),
      command({ type: "type_text", text: "cooking videos" }),
      command({ type: "press_key", key: "return" }),
    ];
    assert.equal(approvalFor(plain, desktop, config, "search youtube for cooking videos"), undefined);
    // A contract given whole carries no words of the person's: its submit asks.
    assert.match(approvalFor(plain, desktop, config)?.title ?? "", /^Submit "cooking videos" in /);
  });

  it("types, presses keys, scrolls the focused window's middle, and waits on the clock it is given", async () => {
    const typed = await run(
      { type: "type_text", text: "héllo" },
      { type_text: () => ({ ok: true, value: { typed: 5, pasted: true, app: "Google Chrome", window: "YouTube" } }) },
    );
    assert.equal(typed.outcome.message, "pasted 5 characters into Google Chrome: YouTube");
    const lost = await run(
      { type: "type_text", text: "🍜 ramen" },
      { type_text: () => ({ ok: true, value: { typed: 7, pasted: true, clipboardLost: 2 } }) },
    );
    assert.equal(
      lost.outcome.message,
      "pasted 7 characters; the clipboard held 3 items and only its first is put back (Hammerspoon reads no more)",
    );
    const pressed = await run(
      { type: "press_key", key: "l", modifiers: ["cmd"] },
      { press_key: (params) => ({ ok: true, value: { key: params.key, app: "Google Chrome" } }) },
    );
    assert.equal(pressed.outcome.message, "pressed cmd+l in Google Chrome");
    assert.deepEqual(pressed.sent[0]!.params, { key: "l", modifiers: ["cmd"] });
    const scrolled = await run(
      { type: "scroll", direction: "down" },
      { scroll: ({ x, y }) => ({ ok: true, value: { x, y } }) },
    );
    const focused = desktop.windows.find((w) => w.focused)!;
    const middle = {
      x: Math.floor(focused.frame.x + focused.frame.w / 2),
      y: Math.floor(focused.frame.y + focused.frame.h / 2),
    };
    assert.deepEqual(scrolled.sent[0]!.params, { ...middle, direction: "down", amount: 5 });
    const waited = await run({ type: "wait", seconds: 1.5 }, {});
    assert.deepEqual([waited.outcome.message, waited.slept], ["waited 1.5 s", [1.5]]);
  });

  it("refuses a key, modifier or wait outside the contract, naming what is valid", () => {
    const key = parseCommand({ type: "press_key", key: "enter" }, 0);
    assert.ok(!key.ok && /key must be one character or one of return, tab, space/.test(key.error), JSON.stringify(key));
    const modifier = parseCommand({ type: "press_key", key: "a", modifiers: ["command"] }, 0);
    assert.ok(!modifier.ok && /cmd/.test(modifier.error), JSON.stringify(modifier));
    const wait = parseCommand({ type: "wait", seconds: 90 }, 0);
    assert.ok(!wait.ok && /seconds must be at most 30/.test(wait.error), JSON.stringify(wait));
  });
});
