import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, afterEach, before, describe, it } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import { AppService, clientRequests, planCommand, spoonRequests } from "../../agent/src/app/index.ts";
import { Snapshot } from "../../agent/src/contract/index.ts";
import type { Step } from "../../agent/src/exec/index.ts";
import { createClient } from "../../agent/src/llm/index.ts";
import { runLoop } from "../../agent/src/loop/index.ts";
import { planWithClaude } from "../../agent/src/registry/index.ts";
import { MessagesServer, type Scripted } from "../fakes/messages-server.ts";
import { computer, reply } from "../fakes/youtube-script.ts";
import { simMacForTests } from "../support/sim-mac.ts";
import { DESKTOPS, STAYING_CLIENT, until } from "../support/index.ts";

const DEV_DUAL = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
/** Needs Claude: the offline planner does not know this form. */
const FUZZY = "put the thing with my mail on the left half";
const OVERLOADED: Scripted = {
  status: 529,
  type: "overloaded_error",
  message: "Overloaded",
  headers: { "retry-after-ms": "1" },
};
const OVERLOADED_SAID = "Claude is overloaded (529) even after retries: try again shortly";
/** A reply that never comes: the model server is slow past any limit. */
const never = () => new Promise<never>(() => {});
/** Longer than a prompt end takes, even on a loaded machine; far shorter than the SDK's own 60 s per call. */
const PROMPT_MS = 5_000;

/**
 * The model server misbehaving: overloaded past the SDK's retries, too slow (the call ends at the limit, or when the
 * person cancels, at once), or answering with tool calls whose input is junk. Each ends with a message saying why,
 * and nothing runs.
 */
describe("the model server overloaded, slow or answering junk", () => {
  let server: MessagesServer;
  let env: Record<string, string>;
  // Chrome runs page steps here (a new Mac has JavaScript from Apple Events off).
  const desktop = {
    ...JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")),
    sim: { javascriptFromAppleEvents: true },
  };
  const sim = simMacForTests({ desktop });
  before(async () => {
    server = await MessagesServer.start();
    env = { ANTHROPIC_API_KEY: server.apiKey, ANTHROPIC_BASE_URL: server.url, HS_CLAUDE_MODEL: "claude-test" };
  });
  after(() => server.close());
  afterEach(() => {
    server.forget();
    server.requests.length = 0;
  });

  describe("planning", () => {
    it("529 on every try: an api failure saying Claude is overloaded, after the SDK's two retries", async () => {
      server.reply(OVERLOADED, OVERLOADED, OVERLOADED);
      await assert.rejects(planCommand(FUZZY, DEV_DUAL, { offline: false, env }), {
        name: "ApiError",
        errorType: "api",
        message: OVERLOADED_SAID,
      });
      assert.equal(server.requests.length, 3, "the first try and the SDK's two retries");
    });

    it("no answer within the client's limit: an api failure saying it did not answer in time", async () => {
      server.reply(never, never);
      const client = new Anthropic({ apiKey: server.apiKey, baseURL: server.url, timeout: 50, maxRetries: 0 });
      await assert.rejects(planWithClaude(FUZZY, DEV_DUAL, client, "claude-test"), {
        name: "ApiError",
        errorType: "api",
        message: "the Anthropic API did not answer in time, even after retries",
      });
      assert.equal(server.requests.length, 1, "one call, ended at the limit");
    });

    it("a plan tool call with junk input twice: repaired once, then a question, no commands", async () => {
      const junk: Scripted = {
        content: [{ type: "tool_use", id: "toolu_j", name: "submit_plan", input: { commands: "rm -rf ~", x: [{}] } }],
      };
      server.reply(junk, junk);
      const envelope = await planCommand(FUZZY, DEV_DUAL, { offline: false, env });
      assert.deepEqual(envelope.commands, [], "no commands: the junk became a question");
      assert.equal(envelope.needs_clarification, true);
      assert.match(envelope.clarification_reason!, /^Claude's plan could not be used: /);
      assert.equal(server.requests[1]!.body.messages[2].content[0].is_error, true, "the repair turn said why");
    });
  });

  describe("the vision loop", () => {
    let client: Anthropic;
    before(async () => (client = (await createClient(env))!));
    const loop = (extra: Partial<Parameters<typeof runLoop>[1]> = {}) =>
      runLoop("open the first result", {
        spoon: sim.agent!.spoon,
        client,
        model: "claude-sonnet-5",
        maxIterations: 3,
        ...extra,
      });
    const pressed = () => sim.desktop.content.pressed.length;

    it("529 on every try: the run ends with errorType api, saying Claude is overloaded; nothing done", async () => {
      server.reply(OVERLOADED, OVERLOADED, OVERLOADED);
      const result = await loop();
      assert.deepEqual(
        { success: result.success, errorType: result.errorType, message: result.message, steps: result.steps },
        { success: false, errorType: "api", message: OVERLOADED_SAID, steps: [] },
      );
    });

    it("no answer: the call ends at the run's own time limit, as a timeout saying so; nothing done", async () => {
      server.reply(never);
      const started = performance.now();
      const result = await loop({ timeoutSeconds: 0.05 });
      assert.ok(performance.now() - started < PROMPT_MS, "it ended at the limit, not at the SDK's 60 s");
      assert.deepEqual(
        { success: result.success, errorType: result.errorType, message: result.message, steps: result.steps },
        {
          success: false,
          errorType: "timeout",
          message: "stopped after 0.05 s without reaching the goal: Claude had not answered",
          steps: [],
        },
      );
    });

    it("an action with junk input: refused back to the model, which then stops; nothing done", async () => {
      const before = pressed();
      server.reply(
        reply(computer({ action: "left_click", coordinate: ["x", null] }), computer({ action: "type", text: 42 })),
        reply({ type: "text", text: "I cannot go on." }),
      );
      const result = await loop();
      assert.equal(result.message, "I cannot go on.");
      assert.deepEqual(
        result.steps.map((step) => [step.status, step.message.split(":")[0]]),
        [
          ["failed", "not an action this computer takes"],
          ["skipped", "skipped"],
        ],
        "the junk action refused, the one after it skipped",
      );
      assert.equal(pressed(), before, "nothing was pressed");
      const sentBack = server.requests[1]!.body.messages[2].content[0];
      assert.equal(sentBack.is_error, true);
      assert.match(sentBack.content, /^not an action this computer takes: /);
    });
  });

  describe("cancelled while Claude thinks", () => {
    const service = () => new AppService({ spoon: () => sim.agent!.channel, home: sim.home, env });

    it("the person's cancel hotkey during planning: the command bar's run ends at once, nothing ran", async () => {
      server.reply(never);
      const app = service();
      const ran = spoonRequests(app).get("run")!({ text: FUZZY });
      await until(() => server.requests.length === 1, "the run asks Claude to plan");
      const started = performance.now();
      assert.deepEqual(await spoonRequests(app).get("cancel")!({}), { cancelled: 1 });
      const result = (await ran) as { success: boolean; errorType: string; steps: unknown[]; message: string };
      assert.ok(performance.now() - started < PROMPT_MS, "it ended at once, not when Claude answered");
      assert.deepEqual(
        [result.success, result.errorType, result.steps],
        [false, "cancelled", []],
        `nothing ran: ${result.message}`,
      );
      assert.match(result.message, /cancelled while waiting for Claude/);
    });

    it("a client's cancel during the vision loop's call: it ends at once, no action done", async () => {
      server.reply(never);
      const app = service();
      const observed = clientRequests(app).get("observe")!(
        { goal: "open the first result", yes: false, run: "r1", command: "open the first result" },
        STAYING_CLIENT,
      );
      await until(() => server.requests.length === 1, "the loop asks Claude");
      const started = performance.now();
      assert.deepEqual(await clientRequests(app).get("cancel")!({ run: "r1" }, STAYING_CLIENT), { cancelled: true });
      const result = (await observed) as { success: boolean; errorType: string; steps: unknown[]; message: string };
      assert.ok(performance.now() - started < PROMPT_MS, "it ended at once, not when Claude answered");
      assert.deepEqual([result.success, result.errorType, result.steps], [false, "cancelled", []], result.message);
    });

    it("a client's cancel while Claude plans page steps: it ends at once, nobody is asked, nothing done", async () => {
      server.reply(never);
      const app = service();
      const goal = "archive the first mail";
      const tasked = clientRequests(app).get("page_task")!(
        { goal, yes: false, run: "r2", command: goal },
        STAYING_CLIENT,
      );
      await until(() => server.requests.length === 1, "the page task asks Claude for its steps");
      const started = performance.now();
      assert.deepEqual(await clientRequests(app).get("cancel")!({ run: "r2" }, STAYING_CLIENT), { cancelled: true });
      await assert.rejects(tasked, /cancelled while waiting for Claude/);
      assert.ok(performance.now() - started < PROMPT_MS, "it ended at once, not when Claude answered");
      assert.deepEqual(sim.person.sees().dialogs, [], "nobody was asked");
    });

    it("a client's cancel while Claude looks for the element to click: it ends at once, nothing clicked", async () => {
      server.reply(never);
      const app = service();
      const clicks = () =>
        ["hs.eventtap.leftClick", "hs.eventtap.event.newMouseEvent"].map((name) => sim.mac.calls(name));
      const clicked = clicks();
      const plan = { commands: [{ type: "click_element", description: "the Compose button" }] };
      const params = { plan: { ...plan, needs_clarification: false }, yes: true, offline: false, run: "r3" };
      const executed = clientRequests(app).get("execute")!(params, STAYING_CLIENT);
      await until(() => server.requests.length === 1, "click_element asks Claude where to click");
      const started = performance.now();
      assert.deepEqual(await clientRequests(app).get("cancel")!({ run: "r3" }, STAYING_CLIENT), { cancelled: true });
      const { result } = (await executed) as { result: { errorType: string; error: string; steps: Step[] } };
      assert.ok(performance.now() - started < PROMPT_MS, "it ended at once, not when Claude answered");
      assert.deepEqual(
        [result.errorType, result.error, result.steps.map((step) => step.status)],
        ["cancelled", "cancelled: 0 of 1 steps ran before it stopped", ["skipped"]],
        JSON.stringify(result),
      );
      assert.deepEqual(clicks(), clicked, "nothing clicked");
    });
  });
});
