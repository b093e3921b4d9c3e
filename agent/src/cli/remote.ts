import { once } from "node:events";
import { WebSocket } from "ws";
import { Inbound, PROTOCOL_VERSION, Welcome } from "../contract/wire.ts";
import { RpcChannel } from "../link/index.ts";
import { filePresetStore } from "../store/presets.ts";
import { agentHome, ensureToken } from "../store/home.ts";
import { AGENT_VERSION } from "../version.ts";
import { DEFAULT_PORT } from "./args.ts";
import type { Desktop } from "./desktop.ts";

const CONNECT_TIMEOUT_MS = 3_000;

/** The port of the running agent: $HS_CLAUDE_PORT, else the default. */
function agentPort(): number {
  const configured = Number(process.env.HS_CLAUDE_PORT);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_PORT;
}

/** Reaches the Spoon through a running `hs-claude serve`, as a client whose requests it relays. */
export async function connectToAgent(): Promise<Desktop> {
  const home = agentHome();
  const port = agentPort();
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${ensureToken(home)}`, { origin: `http://127.0.0.1:${port}` });
  await once(socket, "open", { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) }).catch(() => {
    socket.terminate();
    throw new Error(`no agent at 127.0.0.1:${port}: start it with \`npx hs-claude serve\` (and Hammerspoon with spoon.Claude:start()), or use --sim`);
  });
  const channel = new RpcChannel(socket, `client-${process.pid}`);
  socket.on("message", (data) => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = Inbound.safeParse(decoded);
    if (parsed.success && parsed.data.type === "response") channel.settle(parsed.data);
  });
  socket.on("close", () => channel.markClosed("agent closed the connection"));
  const welcomed = once(socket, "message", { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) });
  socket.send(JSON.stringify({ v: PROTOCOL_VERSION, type: "hello", role: "client", name: "hs-claude cli", version: AGENT_VERSION }));
  const [first] = await welcomed;
  let welcome: unknown;
  try {
    welcome = JSON.parse(String(first));
  } catch {
    welcome = undefined;
  }
  if (!Welcome.safeParse(welcome).success) throw new Error("the agent did not welcome this client");
  return {
    spoon: channel,
    presets: filePresetStore(home),
    close: async () => {
      socket.close();
    },
  };
}
