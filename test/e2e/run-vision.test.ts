import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { MessagesServer } from "../fakes/messages-server.ts";
import { YOUTUBE_GOAL, youtubeTaskReplies } from "../fakes/youtube-script.ts";
import { FIRST, youtubeDesktop } from "../sim/desktops/youtube.ts";
import { loadDesktop } from "../sim/load-desktop.ts";
import { SimulatedMac } from "../sim/mac.ts";
import { BUNDLE, SIM_AGENT_HOME } from "../sim/index.ts";
import { runCli } from "../support/cli.ts";
import { freePort, REPO, tempHome, until } from "../support/index.ts";

/**
 * `hs-claude run` against a running agent (a real process) and a Spoon: the CLI plans with Claude
 * (scripted), the plan needs the screen, and the agent runs the loop where the Spoon is.
 */
describe("hs-claude run, a command that needs the screen, through the agent", () => {
  let home: ReturnType<typeof tempHome>;
  let model: MessagesServer;
  let agent: ChildProcess;
  let mac: SimulatedMac;
  let port: number;
  let output = "";
  const env = () => ({ ANTHROPIC_API_KEY: "sk-run", ANTHROPIC_BASE_URL: model.url, HS_CLAUDE_HOME: home.path });

  before(async () => {
    home = tempHome();
    model = await MessagesServer.start("sk-run");
    port = await freePort();
    agent = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), "serve", "--port", String(port)], {
      env: { ...process.env, ...env() },
    });
    agent.stdout!.on("data", (chunk) => (output += chunk));
    await until(() => output.includes("listening on"), "the agent listens", 2_000_000);
    mac = await SimulatedMac.boot({
      desktop: loadDesktop(youtubeDesktop()),
      bundle: BUNDLE,
      files: { [`${SIM_AGENT_HOME}/token`]: readFileSync(join(home.path, "token"), "utf8") },
    });
    mac.startSpoon({ port, home: SIM_AGENT_HOME });
    await until(() => output.includes("Spoon connected: Claude"), "the Spoon connects", 2_000_000);
  });
  after(async () => {
    await mac.shutdown();
    agent.kill("SIGTERM");
    await once(agent, "close");
    await model.close();
    home.remove();
  });

  it("plans in the CLI, then the agent looks and acts until the first result is open", async () => {
    model.reply(...youtubeTaskReplies());
    const run = await runCli(["run", "--json", YOUTUBE_GOAL], { ...env(), HS_CLAUDE_PORT: String(port) });
    assert.equal(run.code, 0, run.stderr);
    const { result } = JSON.parse(run.stdout);
    assert.equal(result.success, true, result.message);
    assert.equal(result.observed.length, 4);
    const tab = mac.desktop.snapshot().tabs.find((t) => t.id === "7039")!;
    assert.equal(tab.url, FIRST);
    assert.equal(model.pending, 0);
  });
});
