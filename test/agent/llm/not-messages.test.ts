import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type Anthropic from "@anthropic-ai/sdk";
import { planCommand } from "../../../agent/src/app/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { createClient, forwardMessage, messageFrom } from "../../../agent/src/llm/index.ts";
import { runLoop } from "../../../agent/src/loop/index.ts";
import { queryAnswerer } from "../../../agent/src/query/index.ts";
import { createEyes } from "../../../agent/src/vision/index.ts";
import { MessagesServer, NOT_MESSAGES } from "../../fakes/messages-server.ts";
import { youtubeDesktop } from "../../sim/desktops/youtube.ts";
import { simMacForTests } from "../../support/sim-mac.ts";
import { DESKTOPS } from "../../support/index.ts";

const DEV_DUAL = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

/** What a person is told, for each kind of body, and what to do. */
const SAID: Record<keyof typeof NOT_MESSAGES, string> = {
  "malformed JSON": "malformed JSON",
  "a body cut off mid-way": "a body cut off mid-way",
  "an HTML page": "a text/html body",
  "an event stream with a malformed event": "a text/event-stream body",
  "JSON that is no message": "JSON",
  "a message nested 5000 deep": "JSON nested deeper than 64 levels",
};
const HTML = { headers: { "content-type": "text/html; charset=utf-8" } };
const told = (url: string, what: string) =>
  `Claude's API at ${url} answered with ${what} that is not a Messages response: ` +
  "check ANTHROPIC_BASE_URL (a proxy in the way?), or try again";

describe("a 200 from the Messages endpoint that is not a Messages response is an api failure, never a crash", () => {
  let server: MessagesServer;
  let client: Anthropic;
  before(async () => {
    server = await MessagesServer.start();
    client = (await createClient({ ANTHROPIC_API_KEY: server.apiKey, ANTHROPIC_BASE_URL: server.url }))!;
  });
  after(() => server.close());
  const env = () => ({ ANTHROPIC_API_KEY: server.apiKey, ANTHROPIC_BASE_URL: server.url });

  for (const [kind, body] of Object.entries(NOT_MESSAGES) as [keyof typeof NOT_MESSAGES, object][]) {
    it(`the planner's call, answered with ${kind}`, async () => {
      server.reply(body as never);
      await assert.rejects(planCommand("show me the python docs", DEV_DUAL, { offline: false, env: env() }), {
        name: "ApiError",
        errorType: "api",
        message: told(server.url, SAID[kind]),
      });
      assert.equal(server.pending, 0);
    });
  }

  it("a question about the desktop, and hs.claude.api.message, answered with an HTML page", async () => {
    const html = told(server.url, SAID["an HTML page"]);
    server.reply(NOT_MESSAGES["an HTML page"], NOT_MESSAGES["an HTML page"]);
    const ask = queryAnswerer({ offline: false, env: env() });
    await assert.rejects(ask("which tab should I read first?", DEV_DUAL), { name: "ApiError", message: html });
    const forwarded = { max_tokens: 16, messages: [{ role: "user" as const, content: "hi" }] };
    await assert.rejects(forwardMessage(forwarded, env()), { name: "ApiError", message: html });
  });

  describe("the vision loop's calls", () => {
    const sim = simMacForTests({ desktop: youtubeDesktop() }, "each test");

    for (const [kind, body] of Object.entries(NOT_MESSAGES) as [keyof typeof NOT_MESSAGES, object][]) {
      it(`answered with ${kind}: the run ends with errorType api and does nothing`, async () => {
        server.reply(body as never);
        const result = await runLoop("open the first result", {
          spoon: sim.agent!.spoon,
          client,
          model: "claude-sonnet-5",
          maxIterations: 3,
        });
        assert.deepEqual(
          { success: result.success, errorType: result.errorType, message: result.message, steps: result.steps },
          { success: false, errorType: "api", message: told(server.url, SAID[kind]), steps: [] },
        );
      });
    }

    it("a question about the screen (hs.claude.vision), answered with malformed JSON", async () => {
      server.reply(NOT_MESSAGES["malformed JSON"]);
      const eyes = createEyes({ spoon: sim.agent!.spoon, client, model: "claude-sonnet-5" });
      assert.deepEqual(await eyes.describeScreen(), {
        ok: false,
        error: told(server.url, SAID["malformed JSON"]),
        errorType: "api",
      });
    });
  });
});

describe("the base URL a failure names carries no secret", () => {
  const secret = /alice|s3cret|k3y|frag/;

  it("the user and password, the query and the fragment of ANTHROPIC_BASE_URL are left out", async () => {
    const env = { ANTHROPIC_API_KEY: "sk-x", ANTHROPIC_BASE_URL: "http://alice:s3cret@127.0.0.1:9/v1?key=k3y#frag" };
    const client = (await createClient(env))!;
    const html = { withResponse: async () => ({ data: "<html></html>", response: new Response("", HTML) }) };
    await assert.rejects(messageFrom(client, html), (error: Error) => {
      assert.equal(error.message, told("http://127.0.0.1:9/v1", "a text/html body"));
      return true;
    });
  });

  it("nor when ANTHROPIC_BASE_URL is refused as no http(s) URL", async () => {
    const env = { ANTHROPIC_API_KEY: "sk-x", ANTHROPIC_BASE_URL: "ftp://alice:s3cret@proxy.example/?key=k3y" };
    await assert.rejects(createClient(env), (error: Error) => {
      assert.match(error.message, /^ANTHROPIC_BASE_URL must be an http\(s\) URL .*got "ftp:\/\/proxy\.example\/"$/);
      assert.doesNotMatch(error.message, secret);
      return true;
    });
  });
});
