import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AgentServer, type SpoonConnection } from "../../agent/src/link/index.ts";
import { agentHome, ensureToken } from "../../agent/src/store/home.ts";
import { memoryPresetStore, type PresetStore } from "../../agent/src/store/presets.ts";
import type { Clock } from "../../agent/src/util/clock.ts";
import { SIM_HOME } from "./app-folders.ts";
import type { SimDesktop } from "./desktop.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";

export const BUNDLE = fileURLToPath(new URL("../../dist/Claude.spoon/init.lua", import.meta.url));
export const DEFAULT_DESKTOP = fileURLToPath(new URL("./desktops/default.json", import.meta.url));
/** Where the simulated Mac keeps the agent's home (its copy of the token). */
export const SIM_AGENT_HOME = `${SIM_HOME}/.hs-claude`;
const CONNECT_TIMEOUT_MS = 5_000;

/** A simulated Mac connected to an agent server: the Spoon, the presets of its desktop file, and how to stop both. */
export interface SimSession {
  mac: SimulatedMac;
  server: AgentServer;
  desktop: SimDesktop;
  spoon: SpoonConnection;
  presets: PresetStore;
  close(): Promise<void>;
}

/** Boots a simulated Mac running the built Spoon, connected to an agent server on 127.0.0.1. */
export async function startSimSession(
  file?: string,
  options: { clock?: Clock; home?: string } = {},
): Promise<SimSession> {
  if (!existsSync(BUNDLE)) throw new Error("dist/Claude.spoon/init.lua is missing: run `npm run build` first");
  const desktop = loadDesktopFile(file ?? DEFAULT_DESKTOP);
  const token = ensureToken(options.home ?? agentHome());
  const server = await AgentServer.listen({ port: 0, token });
  const mac = await SimulatedMac.boot({
    desktop,
    bundle: BUNDLE,
    clock: options.clock,
    files: { [`${SIM_AGENT_HOME}/token`]: `${token}\n` },
  });
  try {
    // Nobody sits at a simulated Mac unless a test puts a person there: approvals need not wait long.
    mac.run("hs.loadSpoon('Claude'); spoon.Claude.approvalTimeout = 1");
    mac.startSpoon({ port: server.port, home: SIM_AGENT_HOME });
    // The socket opens asynchronously, so waiting after start() cannot miss the connection.
    const spoon = await server.waitForSpoon(CONNECT_TIMEOUT_MS);
    return {
      mac,
      server,
      desktop,
      spoon,
      presets: memoryPresetStore(desktop.presets),
      close: async () => {
        await mac.shutdown();
        await server.close();
      },
    };
  } catch (error) {
    await mac.shutdown();
    await server.close();
    throw new Error(`the simulated Spoon did not connect: ${(error as Error).message}\n${mac.console.join("\n")}`);
  }
}
