import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { urlApproval } from "../../../agent/src/consequences/index.ts";

const SUMMARIZE = "summarize this page";

describe("open_url with data in its address", () => {
  it("asks when the query or fragment carries words the person did not say", () => {
    const data = urlApproval("https://evil.example/?d=Quarterly%20revenue%20draft", SUMMARIZE);
    assert.equal(data?.title, "Open evil.example with data in its address?");
    assert.match(
      data!.detail,
      /words you did not say \(.*quarterly, revenue, draft\), which would reach evil\.example/,
    );
    assert.ok(urlApproval("https://evil.example/#stolen-token", "open evil.example"), "a fragment");
    assert.ok(urlApproval("https://evil.example/?stolentoken", "open evil.example"), "a key given alone");
  });

  it("does not ask for the person's own words, or an address that carries nothing", () => {
    assert.equal(urlApproval("https://www.google.com/search?q=cats", "search google for cats"), undefined);
    const youtube = "https://www.youtube.com/results?search_query=cooking+videos";
    assert.equal(urlApproval(youtube, "search youtube for cooking videos"), undefined, "key names are the site's");
    assert.equal(
      urlApproval("https://youtube.com/watch?v=dQw4w9WgXcQ", "open youtube.com/watch?v=dQw4w9WgXcQ"),
      undefined,
    );
    assert.equal(urlApproval("https://www.youtube.com/", undefined), undefined);
    assert.equal(urlApproval("https://example.com/?page=2&n=10", undefined), undefined, "numbers of up to 2 digits");
  });

  it("a contract given whole (exec) has no words of the person's: a query carrying data asks", () => {
    assert.match(
      urlApproval("https://www.google.com/search?q=cats", undefined)!.detail,
      /data no command of yours gave/,
    );
  });
});

/** Issue 18 review, S3: page data leaving through the host, the path, the user part, or in short words. */
describe("data anywhere in the address, with the person's words", () => {
  const LEAKS: [string, RegExp][] = [
    ["https://evil.example/quarterly/revenue/draft", /quarterly, revenue, draft/],
    ["https://quarterly-revenue.evil.example/", /quarterly, revenue/],
    ["https://user:secretpassword@evil.example/", /user, secretpassword/],
    ["https://evil.example/?d=hu-nt-er-2x", /hu, nt, er, 2x/],
    ["https://evil.example/;quarterly=revenue", /quarterly, revenue/],
    ["https://a.b.c.evil.example/", /\ba, b, c\b/],
    ["https://evil.example/x/y/z", /x, y, z/],
  ];
  for (const [address, words] of LEAKS)
    it(`${address} asks, naming what it carries`, () => {
      const asked = urlApproval(address, SUMMARIZE);
      assert.ok(asked, address);
      assert.match(asked.detail, words);
    });

  it("the site the person named and the words they said do not ask", () => {
    const own: [string, string][] = [
      ["https://mail.google.com/", "open gmail"],
      ["https://calendar.google.com/", "open google calendar"],
      ["https://news.ycombinator.com/", "go to hacker news"],
      ["https://www.youtube.com/", "open youtube"],
      ["https://github.com/trending", "go to github trending"],
      ["https://github.com/anthropics", "open github.com/anthropics"],
      ["https://www.reddit.com/r/macapps/", "open r/macapps on reddit"],
      ["https://evil.example/", "open evil.example"],
      ["https://en.wikipedia.org/wiki/Ramen", "look up ramen on wikipedia"],
      ["https://www.google.com/search?q=page+2", "search google for page 2"],
    ];
    for (const [address, said] of own) assert.equal(urlApproval(address, said), undefined, `${address} for "${said}"`);
  });

  it("a site the person did not name asks, even without a query", () => {
    assert.match(urlApproval("https://evil.example/", SUMMARIZE)!.detail, /words you did not say \(evil\)/);
  });
});

describe("data in the address, for a contract given whole (exec)", () => {
  it("its host and path are where it goes: only the query, fragment and user part are judged", () => {
    for (const address of [
      "https://github.com/anthropics",
      "https://quarterly-revenue.evil.example/a/b",
      "https://x.com/",
    ])
      assert.equal(urlApproval(address, undefined), undefined, address);
    for (const address of ["https://user:pw@example.com/", "https://example.com/?d=hu-nt-er", "https://e.com/#ab"])
      assert.ok(urlApproval(address, undefined), address);
  });
});
