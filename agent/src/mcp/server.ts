import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { openConversation, type DesktopSession } from "../app/index.ts";
import type { DesktopSource } from "./desktop-source.ts";
import { isExpected, messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { isCommandType, isDeniedCommand } from "../registry/index.ts";
import { Config } from "../store/index.ts";
import { plainText, realClock, type Clock } from "../util/index.ts";
import { AGENT_VERSION } from "../version.ts";
import { callCommand, callRun, callSnapshot, type CallContext } from "./calls.ts";
import { keepClientWaiting, type CallExtra } from "./progress.ts";
import { toolResult } from "./results.ts";
import { listTools, RUN_TOOL, SNAPSHOT_TOOL } from "./tools.ts";

const log = createLogger("mcp");

/** The resource a client may read: the desktop as it is now. */
export const SNAPSHOT_URI = "desktop://snapshot";

const INSTRUCTIONS =
  "hs-claude controls this Mac: windows, apps, browser tabs, web pages and some apps' own tools. Read the desktop " +
  "(the snapshot tool or the desktop://snapshot resource) for exact app names and tab indices; each tool checks its " +
  "arguments against the desktop before anything runs. What may lose something is asked of the person at the Mac.";

/** How the server runs: on which desktop, with or without the person's --yes. */
export interface McpServerOptions {
  desktop: DesktopSource;
  /** The server's own --yes (the person's, on the command line that started it). */
  yes: boolean;
  /** Where what is no result goes (stderr): stdout is the protocol's. */
  notice(text: string): void;
  /** The timers of the progress sent while a call is under way; default the real clock. */
  clock?: Clock;
  /**
   * config.json as it is now (read as each request comes: a change is seen without a restart): a denied app's tools
   * are not listed. Default: the desktop's runner's, else the defaults.
   */
  config?: () => Config;
}

/** One call after the other: two plans never run on the desktop at once. */
function serialized() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

/**
 * An expected failure (the Spoon went away, no agent) as an error result in the tool's own output shape (`run`'s has
 * its plan; `snapshot`'s is a desktop, so it carries text only); anything else is the server's bug.
 */
function failureOf(error: unknown, tool: string): CallToolResult {
  if (error instanceof McpError) throw error;
  if (isExpected(error)) {
    const failed = { success: false, message: error.message, errorType: error.errorType, steps: [] };
    if (tool === SNAPSHOT_TOOL) return { content: [{ type: "text", text: plainText(error.message) }], isError: true };
    return toolResult(tool === RUN_TOOL ? { ...failed, plan: [] } : failed);
  }
  log.error("tool call failed", { tool, stack: error instanceof Error ? error.stack : String(error) });
  throw new McpError(ErrorCode.InternalError, `internal error in ${tool}: ${messageOf(error)}`);
}

/**
 * Runs a call; when the client cancels it meanwhile (or gives up waiting), the agent is told to stop it before its
 * next step. A call still waiting its turn is no run yet: its own `cancelled` stops it before it starts.
 */
async function whileRunning<T>(signal: AbortSignal, desktop: DesktopSession, work: () => Promise<T>): Promise<T> {
  const stop = () =>
    void desktop.cancel?.().catch((error: unknown) => log.warn("could not cancel", { error: messageOf(error) }));
  signal.addEventListener("abort", stop, { once: true });
  try {
    return await work();
  } finally {
    signal.removeEventListener("abort", stop);
  }
}

type Call = (context: CallContext, tool: string, args: Record<string, unknown> | undefined) => Promise<CallToolResult>;

/** The call a tool's name makes; undefined for a name that is no tool. */
function callFor(tool: string): Call | undefined {
  if (tool === RUN_TOOL) return callRun;
  if (tool === SNAPSHOT_TOOL) return callSnapshot;
  return isCommandType(tool) ? callCommand : undefined;
}

/** config.json as the server's calls see it now; a broken one is the request's error, as it is each call's. */
async function configOf(options: McpServerOptions): Promise<Config> {
  const runner = options.config
    ? undefined
    : await options.desktop.session().then(
        (session) => session.runner,
        // No desktop yet (no agent): its tools are listed as the defaults say; each call tries again.
        () => undefined,
      );
  try {
    return options.config?.() ?? runner?.config?.() ?? Config.parse({});
  } catch (error) {
    throw new McpError(ErrorCode.InternalError, `could not read config.json: ${messageOf(error)}`);
  }
}

/** The desktop as the resource desktop://snapshot, read in turn with the tool calls. */
function serveDesktopResource(server: Server, desktop: DesktopSource, inTurn: ReturnType<typeof serialized>): void {
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: [
      {
        uri: SNAPSHOT_URI,
        name: "snapshot",
        title: "The desktop now",
        description: "Screens, apps, windows, browser tabs and presets, as JSON, read when asked",
        mimeType: "application/json",
      },
    ],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async ({ params }) => {
    if (params.uri !== SNAPSHOT_URI)
      throw new McpError(ErrorCode.InvalidParams, `no resource ${JSON.stringify(params.uri)}; valid: ${SNAPSHOT_URI}`);
    const snapshot = await inTurn(async () => (await desktop.session()).runner.read()).catch((error: unknown) => {
      desktop.failed(error);
      throw new McpError(ErrorCode.InternalError, `could not read the desktop: ${messageOf(error)}`);
    });
    return { contents: [{ uri: SNAPSHOT_URI, mimeType: "application/json", text: JSON.stringify(snapshot) }] };
  });
}

/**
 * The MCP server over a desktop: every contract command as a tool, `run` and `snapshot`, and the desktop as a
 * resource. Connect it to a transport (stdio, or an in-memory pair in tests).
 */
export function createMcpServer(options: McpServerOptions): Server {
  const server = new Server(
    { name: "hs-claude", version: AGENT_VERSION },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  const tools = listTools();
  const inTurn = serialized();
  // One client connection is one conversation: what it typed in one call is judged with its Return in the next.
  const conversation = openConversation(undefined, true);
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const config = await configOf(options);
    return { tools: tools.filter((tool) => !isDeniedCommand(tool.name, config)) };
  });
  // Of the SDK's extra, only what CallExtra names: typed whole (RequestHandlerExtra), it brought in every request
  // and notification type of the SDK, a tenth of the type check's instantiations.
  server.setRequestHandler(CallToolRequestSchema, async (request, extra: CallExtra) => {
    const { name, arguments: args } = request.params;
    const call = callFor(name);
    if (!call)
      throw new McpError(ErrorCode.InvalidParams, `unknown tool ${JSON.stringify(name)}: tools/list names them`);
    let started = false;
    const running = async () => {
      started = true;
      const desktop = await options.desktop.session();
      const context: CallContext = {
        ...{ desktop, yes: options.yes, notice: options.notice, conversation },
        client: () => server.getClientVersion(),
        cancelled: () => extra.signal.aborted,
        signal: extra.signal,
      };
      return whileRunning(extra.signal, desktop, () => call(context, name, args));
    };
    const stopProgress = keepClientWaiting(extra, options.clock ?? realClock, (seconds) =>
      started ? `${name}: still running after ${seconds} s` : `${name}: waiting ${seconds} s for the call before it`,
    );
    return inTurn(running)
      .catch((error: unknown) => {
        options.desktop.failed(error);
        return failureOf(error, name);
      })
      .finally(stopProgress);
  });
  serveDesktopResource(server, options.desktop, inTurn);
  return server;
}
