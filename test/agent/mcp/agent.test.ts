import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { AppService, clientRequests, type DesktopSession } from "../../../agent/src/app/index.ts";
import { connectToAgent } from "../../../agent/src/cli/remote.ts";
import { AgentServer } from "../../../agent/src/link/index.ts";
import { desktopWhenAsked } from "../../../agent/src/mcp/index.ts";
import { ensureToken } from "../../../agent/src/store/index.ts";
import { DESKTOPS, freePort, savedEnvironment, until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";
import { connectClient, textOf, type McpTestClient } from "./mcp-client.ts";

/**
 * `hs-claude mcp` without --sim: the server is a client of the running agent, as the CLI is, and what may lose
 * something is asked of the person at the Mac in the Spoon's approval window, for that very call.
 */
describe("the MCP server over the running agent", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true });
  let server: AgentServer;
  let desktop: DesktopSession;
  let mcp: McpTestClient;
  const saved = savedEnvironment();
  const tabs = () => sim.snapshot().tabs.map((tab) => tab.url);

  const clientOps = () => clientRequests(new AppService({ spoon: () => sim.agent!.channel, home: sim.home }));
  const startAgent = (port: number) => AgentServer.listen({ port, token: ensureToken(sim.home), clientOps });

  before(async () => {
    server = await startAgent(0);
    Object.assign(process.env, { HS_CLAUDE_HOME: sim.home, HS_CLAUDE_PORT: String(server.port) });
    desktop = await connectToAgent({ terminal: false });
    mcp = await connectClient(desktop, { name: "agent-client" });
  });
  after(async () => {
    await mcp.close();
    await desktop.close();
    await server.close();
    saved.restore();
  });

  /** Asks to close tabs 2 and 5, and waits until the Mac shows the person the question. */
  async function closeTwoTabs() {
    const calling = mcp.call("close_tab", { tab_indices: [2, 5] });
    await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks the person");
    const [dialog] = sim.person.sees().dialogs;
    return { calling, dialog: dialog! };
  }

  it("asks at the Mac, naming the tabs; Deny leaves them, and the client hears why", async () => {
    const before = tabs();
    const { calling, dialog } = await closeTwoTabs();
    assert.match(`${dialog.title}\n${dialog.text}`, /Close 2 tabs\?/);
    await sim.person.answer("Deny");
    const result = await calling;
    assert.equal(result.isError, true);
    assert.match(
      textOf(result),
      /^not approved: Close 2 tabs\? \(declined at the Mac\).*An MCP client cannot approve/s,
    );
    assert.deepEqual(tabs(), before, "the tabs after a Deny");
  });

  it("closes them once the person approves that call at the Mac, and logs the call as the client's", async () => {
    const before = tabs();
    const { calling } = await closeTwoTabs();
    await sim.person.answer("Approve");
    const result = await calling;
    assert.equal(result.isError, undefined, textOf(result));
    assert.equal(tabs().length, before.length - 2, "two tabs closed");
    const commands = readFileSync(join(sim.home, "audit.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((event) => event.event === "command" && event.source === "mcp");
    assert.equal(commands.length, 2, "the two calls logged as mcp");
    assert.deepEqual(commands[1]!.client, { name: "agent-client", version: "1.2.3" }, "the client");
  });

  it("asks at the Mac before a Return a later call presses after typing: the agent keeps the watch", async () => {
    assert.equal((await mcp.call("focus_app", { app_name: "Slack" })).isError, undefined);
    assert.equal((await mcp.call("type_text", { text: "see you at 5" })).isError, undefined, "typing alone runs");
    const calling = mcp.call("press_key", { key: "return" });
    await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks the person");
    const [dialog] = sim.person.sees().dialogs;
    assert.match(`${dialog!.title}\n${dialog!.text}`, /Send "see you at 5" in Slack\?/);
    await sim.person.answer("Deny");
    const result = await calling;
    assert.match(textOf(result), /^not approved: Send "see you at 5" in Slack\? \(declined at the Mac\)/);
  });

  /** A client on the Mac's clock asking close_tab of tabs 2 and 5 with progress, and what progress it heard. */
  async function closeWithProgress(options: { signal?: AbortSignal } = {}) {
    const client = await connectClient(desktop, { name: "patient-client", clock: sim.clock });
    const heard: { progress: number; message?: string }[] = [];
    const params = { name: "close_tab", arguments: { tab_indices: [2, 5] } };
    const calling = client.client.callTool(params, undefined, {
      ...options,
      onprogress: (progress) => heard.push(progress),
      resetTimeoutOnProgress: true,
    });
    await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks the person");
    return { client, calling, heard };
  }

  it("tells a client that asked for progress every 15 s while the person decides, so it need not give up", async () => {
    const before = tabs();
    const { client, calling, heard } = await closeWithProgress();
    try {
      await sim.settle(45);
      await until(() => heard.length === 3, "three beats in 45 s");
      assert.deepEqual(
        heard.map(({ progress, message }) => [progress, message]),
        [15, 30, 45].map((seconds, beat) => [beat + 1, `close_tab: still running after ${seconds} s`]),
        "the progress heard",
      );
      await sim.person.answer("Approve");
      const result = (await calling) as CallToolResult;
      assert.equal(result.isError, undefined, textOf(result));
      assert.equal(tabs().length, before.length - 2, "two tabs closed");
      await sim.settle(30);
      assert.equal(heard.length, 3, "nothing more once the call answered");
    } finally {
      await client.close();
    }
  });

  it("withdraws the question at the Mac once the client gave up on the call; the next call runs", async () => {
    const before = tabs();
    const giveUp = new AbortController();
    const { client, calling, heard } = await closeWithProgress({ signal: giveUp.signal });
    try {
      await sim.settle(15);
      await until(() => heard.length === 1, "a beat before the client gives up");
      giveUp.abort("the client's own timeout");
      await assert.rejects(calling, /the client's own timeout/);
      await until(() => sim.person.sees().dialogs.length === 0, "the question withdrawn: its window closed");
      await sim.settle(5);
      assert.deepEqual(tabs(), before, "the tabs after a question withdrawn");
      const approvals = readFileSync(join(sim.home, "audit.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((event) => event.event === "approval");
      const { answer, reason } = approvals.at(-1)!;
      assert.deepEqual([answer, reason], ["nobody", "the run was cancelled: the question at the Mac was withdrawn"]);
      assert.equal((await mcp.call("list_apps")).isError, undefined, "the next call runs");
    } finally {
      await client.close();
    }
  });

  it("reaches the agent when a call first needs it, and the new one at the next call once it restarted", async () => {
    const port = await freePort();
    process.env.HS_CLAUDE_PORT = String(port);
    const source = desktopWhenAsked(() => connectToAgent({ terminal: false }));
    const early = await connectClient(source, { name: "started-first" });
    try {
      const none = await early.call("list_apps");
      assert.match(textOf(none), /^no agent at 127\.0\.0\.1:\d+: start it with `npx hs-claude serve`/);
      let agent = await startAgent(port);
      assert.equal((await early.call("list_apps")).isError, undefined, "reached once it runs");
      const first = await source.session();
      await agent.close();
      await until(() => first.isOpen?.() === false, "the link to the stopped agent seen closed");
      agent = await startAgent(port);
      try {
        // The old link closed before the call: nothing was sent on it, so the call goes to the new agent.
        const again = await early.call("list_apps");
        assert.equal(again.isError, undefined, textOf(again));
      } finally {
        await agent.close();
      }
    } finally {
      await early.close();
      await source.close();
      process.env.HS_CLAUDE_PORT = String(server.port);
    }
  });
});
