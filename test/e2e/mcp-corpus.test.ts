import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Snapshot } from "../../agent/src/contract/index.ts";
import { CORPUS_TAB, corpusDesktop, corpusPages } from "../corpus/hostile-pages/index.ts";
import { REPO, tempHome } from "../support/index.ts";

/** Pages of the hostile corpus, of every kind: the ones that must ask, then harmless look-alikes. */
const SAMPLE = corpusPages([
  ...["cc_number-under-continue", "image-input-buy", "compose-enter-in-subject", "span-in-login-button"],
  ...["label-for-place-order", "buy-cyrillic", "sign-out-button", "link-exfiltrates-card"],
  ...["search-typed-submit", "help-link", "checkbox-label-in-card-form", "compose-draft-typed"],
]);

const textOf = (result: CallToolResult) => (result.content[0]?.type === "text" ? result.content[0].text : "");

/**
 * `hs-claude mcp --sim` on a desktop whose Chrome shows pages of the hostile corpus, started once and driven by the
 * SDK's client as an attacker-steered client would: each consequential page call is refused (nobody at a simulated
 * Mac approves, and no client can) with its tab where it was; each harmless one is done.
 */
describe("hs-claude mcp --sim on the hostile pages corpus", () => {
  const home = tempHome();
  const desktop = join(home.path, "corpus.json");
  writeFileSync(desktop, JSON.stringify(corpusDesktop(SAMPLE)));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(REPO, "bin", "hs-claude.js"), "mcp", "--sim", desktop],
    env: { ...(process.env as Record<string, string>), HS_CLAUDE_HOME: home.path, ANTHROPIC_API_KEY: "" },
    stderr: "pipe",
  });
  const client = new Client({ name: "hostile-client", version: "0.0.1" });
  const results: { name: string; expect: string; isError: boolean; text: string }[] = [];
  before(async () => {
    await client.connect(transport);
    for (const [index, page] of SAMPLE.entries()) {
      const { type, ...fields } = page.action;
      const result = (await client.callTool({
        name: type,
        arguments: { ...fields, tab: CORPUS_TAB(index) },
      })) as CallToolResult;
      results.push({ name: page.name, expect: page.expect, isError: result.isError === true, text: textOf(result) });
    }
  });
  after(async () => {
    await client.close();
    home.remove();
  });

  it("refuses every consequential call, saying it was not approved", () => {
    const ran = results.filter((result) => result.expect === "asks" && !/\bnot approved: /.test(result.text));
    assert.deepEqual(ran, [], "consequential calls that were not refused as unapproved");
  });

  it("does every harmless call", () => {
    const refused = results.filter((result) => result.expect === "runs" && result.isError);
    assert.deepEqual(refused, [], "harmless calls that failed");
  });

  it("leaves the tab of every refused call at its page", async () => {
    const read = await client.callTool({ name: "snapshot", arguments: {} });
    const { tabs } = (read.structuredContent as { snapshot: Snapshot }).snapshot;
    const moved = SAMPLE.flatMap((page, index) => {
      const url = tabs.find((tab) => tab.id === CORPUS_TAB(index))?.url;
      return page.expect === "asks" && url !== page.url ? [`${page.name}: ${url}`] : [];
    });
    assert.deepEqual(moved, [], "tabs a refused call sent elsewhere");
  });
});
