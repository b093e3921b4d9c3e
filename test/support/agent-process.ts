import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureToken } from "../../agent/src/store/index.ts";
import { MessagesServer } from "../fakes/messages-server.ts";
import { youtubeDesktop } from "../sim/desktops/youtube.ts";
import { BUNDLE, SIM_AGENT_HOME } from "../sim/index.ts";
import type { SimDesktop } from "../sim/desktop.ts";
import { loadDesktop } from "../sim/load-desktop.ts";
import { SimulatedMac } from "../sim/mac.ts";
import { mainIn, startMainIn } from "./capture.ts";
import { startCli } from "./cli.ts";
import { freePort, REPO, tempHome, until } from "./index.ts";

export interface AgentWithSpoonOptions {
  /** The simulated Mac's desktop; by default the YouTube desktop. */
  desktop?: SimDesktop;
  /** Readies the agent's home before the agent starts: what a test needs there (presets, its mode). */
  prepareHome?(home: string): void;
}

/**
 * `hs-claude serve` as a real process in a home of its own, a scripted Messages server for its key, and the
 * Spoon on a simulated Mac connected to it: what the CLI's runs through the agent meet.
 */
export class AgentWithSpoon {
  /** What the agent printed since it last started. */
  output = "";
  errors = "";
  agent!: ChildProcess;

  private constructor(
    readonly home: ReturnType<typeof tempHome>,
    readonly model: MessagesServer,
    readonly port: number,
    readonly mac: SimulatedMac,
  ) {}

  static async start(options: AgentWithSpoonOptions = {}): Promise<AgentWithSpoon> {
    const home = tempHome();
    // The simulated screen changes only when acted on: no settle time to wait out in real time.
    writeFileSync(join(home.path, "config.json"), JSON.stringify({ agent: { actionDelay: 0 } }));
    const model = await MessagesServer.start("sk-run");
    const mac = await SimulatedMac.boot({
      desktop: options.desktop ?? loadDesktop(youtubeDesktop()),
      bundle: BUNDLE,
      files: { [`${SIM_AGENT_HOME}/token`]: `${ensureToken(home.path)}\n` },
    });
    options.prepareHome?.(home.path);
    const self = new AgentWithSpoon(home, model, await freePort(), mac);
    await self.startAgent();
    self.mac.startSpoon({ port: self.port, home: SIM_AGENT_HOME });
    await until(() => self.output.includes("Spoon connected: Claude"), "the Spoon connects");
    return self;
  }

  /** What the CLI and the agent see: the model's key and address, and the agent's home. */
  env(): Record<string, string> {
    return { ANTHROPIC_API_KEY: "sk-run", ANTHROPIC_BASE_URL: this.model.url, HS_CLAUDE_HOME: this.home.path };
  }

  /** Starts `hs-claude serve` (again) and resolves once it listens. */
  async startAgent(): Promise<void> {
    this.output = "";
    this.errors = "";
    this.agent = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), "serve", "--port", String(this.port)], {
      env: { ...process.env, ...this.env() },
    });
    this.agent.stdout!.on("data", (chunk) => (this.output += chunk));
    this.agent.stderr!.on("data", (chunk) => (this.errors += chunk));
    const listening = () => this.output.includes("listening on");
    await until(() => listening() || this.agent.exitCode !== null, "the agent listens");
    if (!listening()) throw new Error(`hs-claude serve ended before it listened: ${this.errors}`);
  }

  /** The CLI in its own process, talking to this agent. */
  startCli(args: string[]) {
    return startCli(args, { ...this.env(), HS_CLAUDE_PORT: String(this.port) });
  }

  /** The CLI's main() in the test's process, talking to this agent: for what is not about the CLI's process. */
  mainIn(args: string[]) {
    return mainIn(args, { ...this.env(), HS_CLAUDE_PORT: String(this.port) });
  }

  /** The same, started: what it has printed so far, and its end. */
  startMainIn(args: string[]) {
    return startMainIn(args, { ...this.env(), HS_CLAUDE_PORT: String(this.port) });
  }

  async close(): Promise<void> {
    await this.mac.shutdown();
    if (this.agent.exitCode === null && this.agent.signalCode === null) {
      this.agent.kill("SIGTERM");
      await once(this.agent, "close");
    }
    await this.model.close();
    this.home.remove();
  }
}
