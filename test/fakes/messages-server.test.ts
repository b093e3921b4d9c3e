import Anthropic from "@anthropic-ai/sdk";
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { MessagesServer } from "./messages-server.ts";

describe("the local Messages API server speaks the wire format the real SDK expects", () => {
  let server: MessagesServer;
  let client: Anthropic;
  before(async () => {
    server = await MessagesServer.start();
    client = new Anthropic({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0, timeout: 5_000 });
  });
  after(() => server.close());

  const toolReply = {
    content: [
      { type: "text" as const, text: "Planning now." },
      { type: "tool_use" as const, id: "toolu_9", name: "submit_plan", input: { commands: [{ type: "list_apps" }] } },
    ],
  };
  const params = { model: "claude-test", max_tokens: 64, messages: [{ role: "user" as const, content: "hi" }] };

  it("streams server-sent events that the SDK assembles into the same message", async () => {
    server.reply(toolReply);
    const events: string[] = [];
    const submitPlan = { name: "submit_plan", input_schema: { type: "object" as const } };
    const stream = client.messages.stream({ ...params, tools: [submitPlan] });
    stream.on("streamEvent", (event) => events.push(event.type));
    const message = await stream.finalMessage();
    assert.deepEqual(message.content, toolReply.content);
    assert.equal(message.stop_reason, "tool_use");
    assert.deepEqual(events.filter((e) => e === "content_block_delta").length, 4);
    assert.deepEqual([events[0], events.at(-1)], ["message_start", "message_stop"]);
    assert.equal(server.requests.at(-1)!.body.stream, true);
  });

  it("refuses a scripted call of a tool the request did not offer: a model cannot call it", async () => {
    server.reply(toolReply);
    await assert.rejects(
      client.messages.create(params),
      /the script calls submit_plan, which the request did not offer/,
    );
  });

  it("accepts x-api-key as well as a bearer token, and answers a wrong key with a 401 body", async () => {
    server.reply({ content: [{ type: "text", text: "ok" }] });
    const response = await fetch(`${server.url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": server.apiKey, "content-type": "application/json" },
      body: JSON.stringify(params),
    });
    assert.equal(response.status, 200);
    const wrong = await fetch(`${server.url}/v1/messages`, {
      method: "POST",
      headers: { authorization: "Bearer nope" },
      body: JSON.stringify(params),
    });
    assert.equal(wrong.status, 401);
    assert.deepEqual(((await wrong.json()) as { error: unknown }).error, {
      type: "authentication_error",
      message: "invalid x-api-key",
    });
    assert.match(wrong.headers.get("request-id")!, /^req_test_/);
  });

  it("returns scripted errors the SDK turns into its error classes", async () => {
    server.reply({ status: 429, type: "rate_limit_error", message: "slow down", headers: { "retry-after": "0" } });
    await assert.rejects(
      client.messages.create(params),
      (error: unknown) => error instanceof Anthropic.RateLimitError && error.status === 429,
    );
  });
});
