import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { DesktopSession } from "../../../agent/src/app/index.ts";
import { openDesktop } from "../../../agent/src/cli/desktop.ts";
import { simHomePath } from "../../../agent/src/cli/sim-home.ts";
import type { Snapshot } from "../../../agent/src/contract/index.ts";
import { SNAPSHOT_URI } from "../../../agent/src/mcp/index.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { savedEnvironment, tempHome, until } from "../../support/index.ts";
import { connectClient, textOf, type McpTestClient } from "./mcp-client.ts";

/** The MCP server over a simulated Mac nobody sits at (what `hs-claude mcp --sim` serves), driven by an SDK client. */
describe("the MCP server on a simulated Mac", () => {
  const home = tempHome();
  let desktop: DesktopSession;
  let mcp: McpTestClient;
  before(async () => {
    desktop = await openDesktop(true, { home: home.path, terminal: false });
    mcp = await connectClient(desktop);
    // The client checks structured content against the output schemas it was listed.
    await mcp.client.listTools();
  });
  after(async () => {
    await mcp.close();
    await desktop.close();
    home.remove();
  });
  const snapshot = async () => ((await mcp.call("snapshot")).structuredContent as { snapshot: Snapshot }).snapshot;

  it("places a window through place_app, answering with the outcome its output schema promises", async () => {
    const result = await mcp.call("place_app", { app_name: "Terminal", bounds: [0, 33, 756, 982] });
    assert.equal(result.isError, undefined, textOf(result));
    const outcome = result.structuredContent as { success: boolean; steps: { tool: string; status: string }[] };
    assert.equal(outcome.success, true);
    assert.deepEqual(
      outcome.steps.map((step) => [step.tool, step.status]),
      [["place_app", "done"]],
      "its steps",
    );
    const terminal = (await snapshot()).windows.find((window) => window.app === "Terminal");
    assert.deepEqual(terminal?.frame, { x: 0, y: 33, w: 756, h: 949 }, "Terminal's window after");
  });

  it("answers an unknown app with an error result naming the running and the installed apps", async () => {
    const result = await mcp.call("focus_app", { app_name: "Photoshop" });
    assert.equal(result.isError, true);
    assert.match(
      textOf(result),
      /"Photoshop" is not a running or installed app; running: .*Slack.*; installed: .*Figma/,
    );
  });

  it("refuses to close two tabs when nobody approves at the Mac, saying a client cannot approve", async () => {
    const tabs = (await snapshot()).tabs.length;
    const result = await mcp.call("close_tab", { tab_indices: [1, 2] });
    assert.equal(result.isError, true);
    assert.match(textOf(result), /^not approved: Close 2 tabs\?.*nothing was changed\nAn MCP client cannot approve/s);
    assert.doesNotMatch(textOf(result), /--yes to approve/, "one story of who approves: the Mac's, not a flag's");
    assert.equal((result.structuredContent as { errorType: string }).errorType, "cancelled");
    assert.equal((await snapshot()).tabs.length, tabs, "the tabs are all there");
  });

  it("refuses to save over a preset, or delete one, when nobody approves at the Mac", async () => {
    const presets = (await snapshot()).presets;
    const saving = await mcp.call("save_preset", { preset_name: "focus" });
    assert.equal(saving.isError, true);
    assert.match(textOf(saving), /^not approved: Replace the preset "focus"\?.*An MCP client cannot approve/s);
    const deleting = await mcp.call("delete_preset", { preset_name: "focus" });
    assert.match(textOf(deleting), /^not approved: Delete the preset "focus"\?.*An MCP client cannot approve/s);
    assert.deepEqual((await snapshot()).presets, presets, "the presets as they were");
  });

  it("refuses bad arguments naming the field and what is valid; an unknown tool is a protocol error", async () => {
    const result = await mcp.call("place_app", { app_name: "Terminal", monitor: "top" });
    assert.equal(result.isError, true);
    assert.match(textOf(result), /^invalid arguments for place_app: monitor: .*"main".*; place_app takes app_name, /);
    await assert.rejects(mcp.call("move_everything"), (error: unknown) => {
      assert.ok(error instanceof McpError, String(error));
      assert.equal(error.code, ErrorCode.InvalidParams);
      assert.match(error.message, /unknown tool "move_everything"/);
      return true;
    });
  });

  it("runs a plain command through the planner, and asks back when it is not plain, naming the choices", async () => {
    const result = await mcp.call("run", { command: "slack left half" });
    assert.equal(result.isError, undefined, textOf(result));
    const outcome = result.structuredContent as { planner: string; plan: { type: string }[] };
    assert.equal(outcome.planner, "offline");
    assert.deepEqual(
      outcome.plan.map((command) => command.type),
      ["place_app"],
      "the plan",
    );
    const slack = (await snapshot()).windows.find((window) => window.app === "Slack");
    assert.deepEqual(
      [slack?.frame.x, slack?.frame.w],
      [1512, 1280],
      "Slack from the right half of its screen to the left",
    );
    const unclear = await mcp.call("run", { command: "do the thing with the stuff" });
    assert.equal(unclear.isError, true);
    assert.match(
      textOf(unclear),
      /^"do the thing with the stuff" is not a command the offline planner knows; for Claude to plan it, the agent /,
    );
    const question = await mcp.call("run", { command: "move terminal to the right" });
    assert.match(textOf(question), /^not plain enough to act on: .*; the choices: Terminal on the right half \| /);
    const impossible = await mcp.call("run", { command: "pause spotify" });
    assert.equal(textOf(impossible), "cannot do that here: Spotify is not running");
  });

  it("serves the desktop as the desktop://snapshot resource", async () => {
    const { resources } = await mcp.client.listResources();
    assert.deepEqual(
      resources.map((resource) => resource.uri),
      [SNAPSHOT_URI],
      "the resources",
    );
    const { contents } = await mcp.client.readResource({ uri: SNAPSHOT_URI });
    const read = JSON.parse(String((contents[0] as { text: string }).text)) as Snapshot;
    assert.ok(
      read.apps.some((app) => app.name === "Slack"),
      "the apps running",
    );
  });

  it("logs every call with source mcp and the client's name and version", () => {
    const events = readFileSync(join(simHomePath(home.path, true), "audit.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((event) => event.event === "command");
    assert.ok(events.length >= 6, `${events.length} calls logged`);
    for (const event of events) {
      assert.equal(event.source, "mcp", JSON.stringify(event));
      assert.deepEqual(event.client, { name: "test-client", version: "1.2.3" }, JSON.stringify(event));
    }
    assert.ok(
      events.some((event) => event.text === "slack left half"),
      "run logs the words",
    );
  });

  it("takes nothing a client sends as consent; only the server's own --yes approves", async () => {
    const tabs = (await snapshot()).tabs.length;
    const asked = await mcp.call("close_tab", { tab_indices: [1, 2], yes: true });
    assert.match(textOf(asked), /^invalid arguments for close_tab: Unrecognized key: "yes"/);
    const meta = await mcp.client.callTool({
      name: "close_tab",
      arguments: { tab_indices: [1, 2] },
      _meta: { yes: true },
    });
    assert.equal(meta.isError, true, "a _meta yes is no yes");
    assert.equal((await snapshot()).tabs.length, tabs, "no tab closed");
    const withYes = await connectClient(desktop, { yes: true, name: "started-with-yes" });
    try {
      const closed = await withYes.call("close_tab", { tab_indices: [1, 2] });
      assert.equal(closed.isError, undefined, textOf(closed));
      assert.equal((await snapshot()).tabs.length, tabs - 2, "two tabs closed with the server's --yes");
    } finally {
      await withYes.close();
    }
  });
});

/** `run` plans in the server's own process: a client that gives up on it must not leave it waiting for Claude. */
describe("a run the client gives up on while Claude plans it", () => {
  const home = tempHome();
  const saved = savedEnvironment(["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"]);
  let model: MessagesServer;
  let desktop: DesktopSession;
  let mcp: McpTestClient;
  before(async () => {
    model = await MessagesServer.start();
    Object.assign(process.env, { ANTHROPIC_API_KEY: model.apiKey, ANTHROPIC_BASE_URL: model.url });
    desktop = await openDesktop(true, { home: home.path, terminal: false });
    mcp = await connectClient(desktop);
  });
  after(async () => {
    await mcp.close();
    await desktop.close();
    await model.close();
    saved.restore();
    home.remove();
  });

  it("ends the planning call at once, so the next call is not held behind it", async () => {
    model.reply(() => new Promise<never>(() => {}));
    const giveUp = new AbortController();
    const params = { name: "run", arguments: { command: "put the thing with my mail on the left half" } };
    const running = mcp.client.callTool(params, undefined, { signal: giveUp.signal });
    await until(() => model.requests.length === 1, "Claude asked to plan it");
    giveUp.abort("the client gave up");
    await assert.rejects(running, /the client gave up/);
    const next = await mcp.call("list_apps");
    assert.equal(next.isError, undefined, textOf(next));
  });
});
