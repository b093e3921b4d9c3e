import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, afterEach, before, describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { planCommand } from "../../../agent/src/app/index.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { DESKTOPS } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const laptop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-laptop.json"), "utf8")));
const plan = (commands: object[], extra: object = {}) => ({
  content: [
    {
      type: "tool_use" as const,
      id: "toolu_1",
      name: "submit_plan",
      input: { commands, needs_clarification: false, clarification_reason: null, ...extra },
    },
  ],
});
/** Needs Claude: the offline planner does not know this form. */
const FUZZY = "put the thing with my mail on the left half";

describe("the Claude planner against a local Messages API server", () => {
  let server: MessagesServer;
  let env: NodeJS.ProcessEnv;
  before(async () => {
    server = await MessagesServer.start();
    env = { ANTHROPIC_API_KEY: server.apiKey, ANTHROPIC_BASE_URL: server.url, HS_CLAUDE_MODEL: "claude-test" };
  });
  after(() => server.close());
  afterEach(() => {
    assert.equal(server.pending, 0, "every scripted reply was used");
    server.requests.length = 0;
  });

  it("turns a tool_use answer into a valid envelope", async () => {
    server.reply(plan([{ type: "place_app", app_name: "Google Chrome", bounds: [0, 25, 1280, 1370] }]));
    const envelope = await planCommand(FUZZY, dual, { offline: false, env });
    assert.deepEqual(envelope, {
      commands: [{ type: "place_app", app_name: "Google Chrome", bounds: [0, 25, 1280, 1370] }],
      needs_clarification: false,
      clarification_reason: null,
      source: "llm",
    });
    const [request] = server.requests;
    assert.equal(request!.headers.authorization, `Bearer ${server.apiKey}`);
    assert.equal(request!.body.model, "claude-test");
    assert.deepEqual(request!.body.tool_choice, { type: "tool", name: "submit_plan" });
  });

  it("does not call Claude when the offline planner is sure", async () => {
    await planCommand("chrome left half", dual, { offline: false, env });
    assert.equal(server.requests.length, 0);
  });

  it("repairs an invalid answer once, sending the error back", async () => {
    server.reply(plan([{ type: "switch_tab", tab_index: 42 }]), plan([{ type: "switch_tab", tab_index: 3 }]));
    const envelope = await planCommand(FUZZY, dual, { offline: false, env });
    assert.deepEqual(envelope.commands, [{ type: "switch_tab", tab_index: 3 }], "the repaired plan's commands");
    const repair = server.requests[1]!.body.messages;
    assert.equal(repair.length, 3);
    assert.equal(repair[1].role, "assistant");
    assert.deepEqual(repair[2].content[0].is_error, true);
    const said = "tab_index: tab 42 does not exist; open tabs are 1-9";
    const wrapped = new RegExp(`<untrusted_data source="plan check">\n[^<]*${said}\n</untrusted_data>`);
    assert.match(repair[2].content[0].content, wrapped, "the check's words, which quote the desktop, in the wrapper");
  });

  it("turns a second invalid answer into a clarification", async () => {
    server.reply(
      plan([{ type: "focus_app", app_name: "Photoshop" }]),
      plan([{ type: "focus_app", app_name: "Adobe Photoshop" }]),
    );
    const envelope = await planCommand(FUZZY, dual, { offline: false, env });
    assert.equal(envelope.needs_clarification, true);
    assert.deepEqual(envelope.commands, [], "no commands: the plan became a clarification");
    assert.match(envelope.clarification_reason!, /"Adobe Photoshop" is not a running or installed app/);
  });

  it("passes Claude's own clarification through, with the offline planner's choices to pick from", async () => {
    server.reply(plan([], { needs_clarification: true, clarification_reason: "Which reddit tab: 2, 5 or 8?" }));
    const envelope = await planCommand("switch to reddit", dual, { offline: false, env });
    const { candidates, ...rest } = envelope;
    assert.deepEqual(rest, {
      commands: [],
      needs_clarification: true,
      clarification_reason: "Which reddit tab: 2, 5 or 8?",
      source: "llm",
    });
    assert.deepEqual(
      candidates?.map((candidate) => candidate.commands),
      [2, 5, 8].map((tab_index) => [{ type: "switch_tab", tab_index }]),
    );
    server.reply(plan([], { needs_clarification: true, clarification_reason: "Which one do you mean?" }));
    const nothing = await planCommand("make it nicer", dual, { offline: false, env });
    assert.equal(nothing.candidates, undefined, "no choices when the offline planner had none");
  });

  it("succeeds after a 529 through the SDK's own retry", async () => {
    server.reply(
      { status: 529, type: "overloaded_error", message: "Overloaded", headers: { "retry-after-ms": "10" } },
      plan([{ type: "list_apps" }]),
    );
    const envelope = await planCommand(FUZZY, dual, { offline: false, env });
    assert.deepEqual(envelope.commands, [{ type: "list_apps" }], "the plan's commands after the retry");
    assert.deepEqual(
      server.requests.map((r) => r.headers["x-stainless-retry-count"]),
      ["0", "1"],
      "the SDK's retry count on each request: the first, then one retry",
    );
  });

  it("gives a one-line message naming ANTHROPIC_API_KEY for a 401, without retrying", async () => {
    await assert.rejects(planCommand(FUZZY, dual, { offline: false, env: { ...env, ANTHROPIC_API_KEY: "sk-wrong" } }), {
      message: "the Anthropic API rejected the key (401): set a valid ANTHROPIC_API_KEY",
    });
    assert.equal(server.requests.length, 1);
  });

  it("never uses a truncated answer", async () => {
    server.reply({ ...plan([{ type: "close_tab", tab_indices: [1, 2] }]), stop_reason: "max_tokens" });
    await assert.rejects(planCommand(FUZZY, dual, { offline: false, env }), {
      message: /cut off at max_tokens .*nothing was run/,
    });
  });

  it("sends the compact context after a cached prefix that the next command reuses byte for byte", async () => {
    server.reply(plan([{ type: "list_apps" }]), plan([{ type: "list_apps" }]));
    await planCommand(FUZZY, dual, { offline: false, env });
    await planCommand("something else entirely", laptop, { offline: false, env });
    const [first, second] = server.requests.map((r) => r.body);
    assert.deepEqual(first!.system[0].cache_control, { type: "ephemeral" });
    assert.deepEqual(first!.tools.at(-1).cache_control, { type: "ephemeral" });
    assert.equal(JSON.stringify([first!.tools, first!.system]), JSON.stringify([second!.tools, second!.system]));
    const context: string = first!.messages[0].content[0].text;
    assert.match(context, /^8\. Reddit - Dive into anything \| reddit\.com w2$/m);
    assert.equal(
      context.split("\n").filter((line) => /^\d+\. /.test(line)).length,
      dual.tabs.length,
      "one line per tab",
    );
    assert.ok(!context.includes('"url"'), "no raw JSON copy of the tabs");
    assert.ok(first!.max_tokens <= 1024);
  });

  it("offers each command's JSON Schema, generated from the zod schemas", async () => {
    server.reply(plan([{ type: "list_apps" }]));
    await planCommand(FUZZY, dual, { offline: false, env });
    const schema = server.requests[0]!.body.tools[0].input_schema;
    assert.equal(schema.type, "object");
    const types = schema.properties.commands.items.anyOf.map(
      (s: { properties: { type: { const: string } } }) => s.properties.type.const,
    );
    assert.ok(types.includes("place_app") && types.includes("close_tab") && types.includes("query"));
  });
});
