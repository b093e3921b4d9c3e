import assert from "node:assert/strict";
import { describe, it } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import { apiErrorFrom } from "../../../agent/src/llm/client.ts";
import { REASON_LIMIT, shortReason } from "../../../agent/src/llm/api-reason.ts";

/** A page as a proxy in the way answers a POST it does not serve (what the new user's fake API sent). */
const PAGE = `<!DOCTYPE HTML>
<html lang="en">
    <head>
        <meta charset="utf-8">
        <title>Error response</title>
    </head>
    <body>
        <h1>Error response</h1>
        <p>Error code: 501</p>
        <p>Message: Unsupported method ('POST').</p>
    </body>
</html>
`;

describe("an API failure says its status and a short plain reason, never a whole page", () => {
  it("an HTML error page: its title, on one line", async () => {
    const error = Anthropic.APIError.generate(501, undefined, PAGE, new Headers());
    const failed = await apiErrorFrom(error);
    assert.equal(failed.message, "the Anthropic API failed (501): Error response");
  });

  it("a page with no title: its text without tags; anything long is cut to the limit", () => {
    assert.equal(
      shortReason("502 <html><body><h1>502 Bad Gateway</h1><script>x()</script></body></html>", 502),
      "502 Bad Gateway",
    );
    const long = shortReason(`500 ${"upstream said no ".repeat(40)}`, 500);
    assert.equal(long.length, REASON_LIMIT);
    assert.ok(long.endsWith("…") && long.startsWith("upstream said no"), long);
  });

  it("a plain reason stays as it was, less the status it starts with", () => {
    assert.equal(shortReason("529 overloaded, try later", 529), "overloaded, try later");
    assert.equal(shortReason("a < b & c", 500), "a < b & c");
  });
});
