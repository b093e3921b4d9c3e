import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Snapshot } from "../../agent/src/contract/index.ts";
import { REPO, tempHome } from "../support/index.ts";

const textOf = (result: CallToolResult) => (result.content[0]?.type === "text" ? result.content[0].text : "");

/**
 * `hs-claude mcp --sim` started once as its own process and driven over stdio by the SDK's own client, as Claude
 * Desktop or Claude Code drive it: its stdout carries the protocol alone, and it ends when its stdin closes.
 */
describe("hs-claude mcp --sim (a real process, the SDK's client over stdio)", () => {
  const home = tempHome();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(REPO, "bin", "hs-claude.js"), "mcp", "--sim"],
    env: { ...(process.env as Record<string, string>), HS_CLAUDE_HOME: home.path, ANTHROPIC_API_KEY: "" },
    stderr: "pipe",
  });
  const client = new Client({ name: "e2e-client", version: "0.0.1" });
  const transportErrors: string[] = [];
  let stderr = "";
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const snapshot = async () => ((await call("snapshot")).structuredContent as { snapshot: Snapshot }).snapshot;

  before(async () => {
    transport.stderr?.on("data", (chunk) => (stderr += chunk));
    await client.connect(transport);
    // Anything but protocol on stdout would be an error here; set after connect, which sets its own.
    const connected = transport.onerror;
    transport.onerror = (error) => (transportErrors.push(error.message), connected?.(error));
  });
  after(() => home.remove());

  it("lists every tool with its annotations, a denied app's not once config.json denies it", async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const name of ["place_app", "close_tab", "run", "snapshot", "finder_trash", "page_click"])
      assert.ok(byName.has(name), `${name} among ${tools.length} tools`);
    assert.equal(byName.get("close_tab")?.annotations?.destructiveHint, true);
    assert.equal(byName.get("list_tabs")?.annotations?.readOnlyHint, true);
    assert.equal(byName.get("place_app")?.annotations?.destructiveHint, false);
    // config.json is read again as it changes, no restart: a denied app's tools leave the list.
    const config = join(home.path, "config.json");
    writeFileSync(config, JSON.stringify({ apps: { deny: ["Finder"] } }));
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      assert.ok(names.includes("place_app") && !names.includes("finder_trash"), "Finder's tools hidden");
    } finally {
      rmSync(config);
    }
  });

  it("places a window, and the snapshot after shows it moved", async () => {
    const placed = await call("place_app", { app_name: "Terminal", bounds: [0, 33, 756, 982] });
    assert.equal(placed.isError, undefined, textOf(placed));
    const terminal = (await snapshot()).windows.find((window) => window.app === "Terminal");
    assert.deepEqual(terminal?.frame, { x: 0, y: 33, w: 756, h: 949 }, "Terminal's window");
  });

  it("refuses to close two tabs without the person's approval, and the tabs stay", async () => {
    const before = (await snapshot()).tabs.map((tab) => tab.id);
    const refused = await call("close_tab", { tab_indices: [1, 2] });
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /^not approved: Close 2 tabs\?/);
    assert.deepEqual(
      (await snapshot()).tabs.map((tab) => tab.id),
      before,
      "the tabs",
    );
  });

  it("answers an unknown app with an error naming the installed apps", async () => {
    const unknown = await call("focus_app", { app_name: "Photoshop" });
    assert.equal(unknown.isError, true);
    assert.match(textOf(unknown), /not a running or installed app; .*installed: .*Visual Studio Code/);
  });

  it("runs a plain command through the offline planner", async () => {
    const ran = await call("run", { command: "chrome right half" });
    assert.equal(ran.isError, undefined, textOf(ran));
    assert.equal((ran.structuredContent as { planner: string }).planner, "offline");
    assert.match(textOf(ran), /Google Chrome/);
  });

  it("answers a message over 4 MiB with a JSON-RPC error, and serves the next call", async () => {
    await assert.rejects(call("type_text", { text: "x".repeat(4 * 1024 * 1024) }), (error: unknown) => {
      assert.ok(error instanceof McpError, String(error));
      assert.equal(error.code, ErrorCode.InvalidRequest);
      assert.match(error.message, /message of \d+ bytes is over the limit of 4194304 bytes: it was not read/);
      return true;
    });
    const next = await call("list_apps");
    assert.equal(next.isError, undefined, textOf(next));
  });

  it("serves desktop://snapshot, writes only the protocol on stdout, exits 0 once stdin closes", async () => {
    const { contents } = await client.readResource({ uri: "desktop://snapshot" });
    const read = JSON.parse(String((contents[0] as { text: string }).text)) as Snapshot;
    assert.ok(read.windows.length > 0, "the windows");
    const child = (transport as unknown as { _process?: ChildProcess })._process;
    const started = Date.now();
    await client.close();
    assert.equal(child?.exitCode, 0, stderr);
    assert.ok(Date.now() - started < 1_900, "it ended by itself, before the client's SIGTERM");
    assert.deepEqual(transportErrors, [], "what the client could not read on stdout");
  });
});
