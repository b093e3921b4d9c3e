import assert from "node:assert/strict";
import { it } from "node:test";
import { createClient } from "../../../agent/src/llm/index.ts";

it("names ANTHROPIC_BASE_URL when it is not an http(s) URL", async () => {
  await assert.rejects(createClient({ ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: "localhost:1" }), {
    name: "InputError",
    message: 'ANTHROPIC_BASE_URL must be an http(s) URL such as https://api.anthropic.com, got "localhost:1"',
  });
  assert.ok(await createClient({ ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: "http://127.0.0.1:9/" }));
});
