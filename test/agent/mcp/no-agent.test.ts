import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { AppService, clientRequests } from "../../../agent/src/app/index.ts";
import { connectToAgent } from "../../../agent/src/cli/remote.ts";
import { AgentServer } from "../../../agent/src/link/index.ts";
import { desktopWhenAsked } from "../../../agent/src/mcp/index.ts";
import { ensureToken } from "../../../agent/src/store/index.ts";
import { freePort, savedEnvironment, tempHome } from "../../support/index.ts";
import { connectClient, textOf } from "./mcp-client.ts";

/**
 * `run` and `snapshot` with no agent, or an agent with no Spoon: an error result saying how to start what is missing
 * (the SDK's own client checks each result against the tool's output schema), as every command tool answers.
 */
describe("the MCP server while nothing answers", () => {
  let home: ReturnType<typeof tempHome>;
  const saved = savedEnvironment();
  before(() => {
    home = tempHome();
    process.env.HS_CLAUDE_HOME = home.path;
  });
  after(() => {
    saved.restore();
    home.remove();
  });

  /** Each tool's answer through the SDK's client: an error result, its first line. */
  async function answers(tools: string[]): Promise<string[]> {
    const source = desktopWhenAsked(() => connectToAgent({ terminal: false }));
    const mcp = await connectClient(source, { name: "nothing-up" });
    try {
      // As clients do first: the client keeps each tool's output schema and checks results against it.
      await mcp.client.listTools();
      const said: string[] = [];
      for (const tool of tools) {
        const result = await mcp.call(tool, tool === "run" ? { command: "chrome left half" } : {});
        assert.equal(result.isError, true, `${tool}: ${textOf(result)}`);
        said.push(textOf(result).split("\n")[0]!);
      }
      return said;
    } finally {
      await mcp.close();
      await source.close();
    }
  }

  it("no agent: run, snapshot and list_apps say how to start it", async () => {
    process.env.HS_CLAUDE_PORT = String(await freePort());
    for (const line of await answers(["run", "snapshot", "list_apps"]))
      assert.match(line, /^no agent at 127\.0\.0\.1:\d+: start it with `npx hs-claude serve`/);
  });

  it("an agent with no Spoon: run, snapshot and list_apps say to start the Spoon", async () => {
    const clientOps = () => clientRequests(new AppService({ spoon: () => undefined, home: home.path }));
    const agent = await AgentServer.listen({ port: 0, token: ensureToken(home.path), clientOps });
    process.env.HS_CLAUDE_PORT = String(agent.port);
    try {
      for (const line of await answers(["run", "snapshot", "list_apps"])) assert.match(line, /^Spoon not connected: /);
    } finally {
      await agent.close();
    }
  });
});
