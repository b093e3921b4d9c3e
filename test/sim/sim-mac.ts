import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AppService, clientRequests, spoonRequests, type AppServiceOptions } from "../../agent/src/app/index.ts";
import { AgentServer, type SpoonConnection } from "../../agent/src/link/index.ts";
import { runPages } from "../../agent/src/report/index.ts";
import { spoonClient, type SpoonChannel, type SpoonClient } from "../../agent/src/spoon/index.ts";
import { ensureToken, memoryPresetStore, type PresetStore } from "../../agent/src/store/index.ts";
import { SIM_HOME } from "./app-folders.ts";
import { ManualClock } from "./clock.ts";
import type { Costs } from "./cost-meter.ts";
import type { SimDesktop } from "./desktop.ts";
import { loadDesktop, loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";
import { makeOwnHome, releaseOwnHome } from "./own-home.ts";
import { personAt, type Person } from "./person.ts";
import { macDate } from "./mac-clock.ts";
import { VirtualTime } from "./settle.ts";
import { startWebServices, type WebServices } from "./web-services.ts";

export const BUNDLE = fileURLToPath(new URL("../../dist/Claude.spoon/init.lua", import.meta.url));
export const DEFAULT_DESKTOP = fileURLToPath(new URL("./desktops/default.json", import.meta.url));
/** A big desk: 2 screens, 30 apps with 80 windows, 200 tabs in 6 Chrome windows (where latency is measured). */
export const BIG_DESK = fileURLToPath(new URL("./desktops/big-desk.json", import.meta.url));
/** Where the simulated Mac keeps the agent's home (its copy of the token). */
export const SIM_AGENT_HOME = `${SIM_HOME}/.hs-claude`;

export interface SimMacOptions {
  /** A desktop snapshot file or object; default: the built-in desktop. */
  desktop?: string | object;
  /** "in-process" (default): an agent server of this process that the Spoon connects to; "none": no agent. */
  agent?: "in-process" | "none";
  /**
   * The agent home holding the token; default: a fresh folder of this process's, removed by close() or as the
   * process ends, the token then kept in memory only.
   */
  home?: string;
  /**
   * The simulated Mac's environment: what Hammerspoon sees (no shell's; HOME is always its own) and the in-process
   * agent runs with.
   */
  env?: Record<string, string>;
  /**
   * "present" (default): a person is at the Mac and acts through `person` (choosers wait for them);
   * "absent": nobody is, as for `--sim`: a chooser is dismissed at once and dialogs wait in vain.
   */
  person?: "present" | "absent";
  /** "mac" (default): each hs call and osascript process takes a real Mac's time on the clock ; "none": no time. */
  costs?: Costs;
  /**
   * A real folder holding Claude.spoon (one unzipped from the release) that Hammerspoon loads the Spoon from, by its
   * path on disk; default: the built Spoon, in ~/.hammerspoon/Spoons.
   */
  spoons?: string;
  /** Whether the in-process agent also answers clients (the CLI through a running agent), as `hs-claude serve` does. */
  clients?: boolean;
}

/** The in-process agent: its server, the Spoon's connection, typed calls that move virtual time while they wait. */
export interface SimAgent {
  server: AgentServer;
  connection: SpoonConnection;
  spoon: SpoonClient;
  /** The same, untyped: what `hs-claude serve` would relay. */
  channel: SpoonChannel;
  /** The desktop file's presets, kept in memory (they show in snapshot()). */
  presets: PresetStore;
}

/** The simulated Mac's public face: what the CLI's --sim and the tests use. */
export interface SimMac {
  snapshot(): ReturnType<SimDesktop["snapshot"]>;
  /** The simulated Mac's clock, in milliseconds. */
  now(): number;
  /** A modelled app's state (apps/), by app name; undefined for an app with no model or no state of its own. */
  appState(app: string): object | undefined;
  lua(code: string): Promise<unknown>;
  settle(seconds?: number): Promise<void>;
  person: Person;
  close(): Promise<void>;
  /** Beyond the face above: the agent home, the agent, the machine underneath, the desktop and the clock. */
  home: string;
  agent: SimAgent | undefined;
  mac: SimulatedMac;
  desktop: SimDesktop;
  clock: ManualClock;
  /** The agent's date (its workspace's clock), ms since the epoch: the Mac's start date (`sim.startDate`) and clock. */
  date(): number;
  /** config.json as the agent reads it here: the apps' web service doubles (Spotify's Web API) over the person's. */
  readConfig: WebServices["readConfig"];
}

function desktopFrom(source: string | object | undefined): SimDesktop {
  if (source === undefined) return loadDesktopFile(DEFAULT_DESKTOP);
  return typeof source === "string" ? loadDesktopFile(source) : loadDesktop(source);
}

const instant = async () => {};

/**
 * How long the in-process Spoon may take to say hello: it takes milliseconds, but a loaded machine may starve this
 * process for a while, and that is no failure of the Spoon's.
 */
export const SPOON_CONNECTS_MS = 30_000;

/** A timer this near explains a wait: the clock may move to it. */
const AGENT_TIMER_HORIZON_MS = 5_000;

/** What the in-process agent is doing for the Spoon: the requests of the Spoon's it is handling. */
interface AgentWork {
  handling: number;
}

/**
 * Whether work the Spoon asked of the agent is under way with nothing but messages and computation to
 * wait for: not while a person is asked (a dialog or chooser on screen) or a near timer will move it on.
 */
function agentAtWork(work: AgentWork, mac: SimulatedMac, clock: ManualClock): boolean {
  // A process starting up (the agent the Spoon launched) is real time passing, not idleness.
  if (mac.processesStarting() > 0) return true;
  if (work.handling === 0 && mac.awaitingAgent() === 0) return false;
  const { dialogs, choosers } = mac.onScreen();
  if (dialogs.length > 0 || choosers.length > 0) return false;
  const next = clock.nextDue();
  return next === undefined || next > clock.now() + AGENT_TIMER_HORIZON_MS;
}

/** Counts `job` as handled from before it starts (it may call the Spoon at once) until it ends. */
async function handled<T>(work: AgentWork, job: () => Promise<T>): Promise<T> {
  work.handling++;
  try {
    return await job();
  } finally {
    work.handling--;
  }
}

/** Boots a simulated Mac running the built Spoon, and (unless agent is "none") an agent it is connected to. */
export async function startSimMac(options: SimMacOptions = {}): Promise<SimMac> {
  if (!existsSync(BUNDLE)) throw new Error("dist/Claude.spoon/init.lua is missing: run `npm run build` first");
  const desktop = desktopFrom(options.desktop);
  const ownHome = options.home === undefined ? makeOwnHome() : undefined;
  const token = ownHome ? randomBytes(32).toString("base64url") : ensureToken(options.home!);
  const clock = new ManualClock();
  // One clock for the Mac's scripts (`current date`, Calendar, Notes) and the agent: from `sim.startDate`, else now.
  desktop.startDate ??= Date.now();
  const date = () => macDate(desktop, clock);
  desktop.now = date;
  const files = { [`${SIM_AGENT_HOME}/token`]: `${token}\n` };
  const mac = await SimulatedMac.boot({
    desktop,
    bundle: BUNDLE,
    spoons: options.spoons,
    clock,
    files,
    env: options.env,
    costs: options.costs,
  });
  const present = options.person !== "absent";
  const work: AgentWork = { handling: 0 };
  const time = new VirtualTime(
    clock,
    () => mac.bridge.callbacks,
    () => present,
    () => agentAtWork(work, mac, clock),
  );
  const person = personAt(mac, time, present);
  let agent: SimAgent | undefined;
  const services = await startWebServices(desktop, clock, options.costs ?? "mac");
  const close = async () => {
    await mac.shutdown();
    await agent?.server.close();
    await services.close();
    if (ownHome) releaseOwnHome(ownHome);
  };
  try {
    if (options.agent !== "none")
      agent = await connectAgent(mac, time, token, desktop, options.home ?? ownHome!, work, {
        clients: options.clients ?? false,
        env: options.env ?? {},
        clock: date,
        readConfig: services.readConfig,
      });
  } catch (error) {
    await close();
    throw new Error(`the simulated Spoon did not connect: ${(error as Error).message}\n${mac.console.join("\n")}`);
  }
  return {
    snapshot: () => desktop.snapshot(),
    now: () => clock.now(),
    appState: (app) => desktop.models.get(app)?.state?.(),
    lua: async (code) => mac.run(code),
    settle: (seconds) => time.settle(seconds),
    person,
    close,
    home: options.home ?? ownHome!,
    agent,
    mac,
    desktop,
    clock,
    date,
    readConfig: services.readConfig,
  };
}

async function connectAgent(
  mac: SimulatedMac,
  time: VirtualTime,
  token: string,
  desktop: SimDesktop,
  home: string,
  work: AgentWork,
  { clients, ...agentOptions }: Pick<AppServiceOptions, "env" | "clock" | "readConfig"> & { clients: boolean },
): Promise<SimAgent> {
  const presets = memoryPresetStore(desktop.presets);
  let channel: SpoonChannel | undefined;
  // What the Spoon asks (the command bar), planned offline unless the machine's env gives an API key;
  // while the agent works on it (see agentAtWork), the simulated Mac is not idle. The simulated screen changes only
  // when acted on: the agent's settle waits return at once. Its workspace ages on the simulated Mac's date.
  // As `hs-claude serve`: one service, whichever side asks first.
  let shared: AppService | undefined;
  const service = () =>
    (shared ??= new AppService({ spoon: () => channel, home, presets, sleep: instant, ...agentOptions }));
  const spoonHandlers = () =>
    new Map(
      [...spoonRequests(service())].map(([op, handle]) => [
        op,
        (params: Record<string, unknown>) => handled(work, () => handle(params)),
      ]),
    );
  // As `hs-claude serve`: the run history's pages beside the link.
  const pages = runPages(home);
  const clientOps = clients ? { clientOps: () => clientRequests(service()) } : {};
  const server = await AgentServer.listen({ port: 0, token, clock: time.clock, spoonHandlers, ...clientOps, pages });
  const connected = server.waitForSpoon(SPOON_CONNECTS_MS);
  mac.startSpoon({ port: server.port, home: SIM_AGENT_HOME });
  // Hammerspoon's run loop turns once the config has loaded: what start() set to run at once runs before any link.
  time.clock.advance(0);
  const connection = await connected;
  channel = { call: (op, params, timeoutMs) => time.during(connection.call(op, params, timeoutMs)) };
  return { server, connection, channel, spoon: spoonClient(channel), presets };
}
