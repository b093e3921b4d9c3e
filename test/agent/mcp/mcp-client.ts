import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { DesktopSession } from "../../../agent/src/app/index.ts";
import type { Clock } from "../../../agent/src/util/index.ts";
import { createMcpServer, fixedDesktop, type DesktopSource } from "../../../agent/src/mcp/index.ts";

/** An MCP client talking in-process to a server: its tool calls, and what the server said beside its results. */
export interface McpTestClient {
  client: Client;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  notices: string[];
  close(): Promise<void>;
}

/** An MCP client (named `name` 1.2.3) talking in-process to a server over `desktop`; close() ends both sides. */
export async function connectClient(
  desktop: DesktopSession | DesktopSource,
  options: { yes?: boolean; name?: string; clock?: Clock } = {},
): Promise<McpTestClient> {
  const notices: string[] = [];
  const source = "session" in desktop ? desktop : fixedDesktop(desktop);
  const { yes = false, clock } = options;
  const server = createMcpServer({ desktop: source, yes, clock, notice: (text) => notices.push(text) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: options.name ?? "test-client", version: "1.2.3" });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { client, call, notices, close: () => client.close() };
}

/** The first text of a tool's result. */
export const textOf = (result: CallToolResult): string => {
  const [first] = result.content;
  return first?.type === "text" ? first.text : "";
};
