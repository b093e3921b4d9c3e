import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { readAudit } from "../../agent/src/audit/index.ts";
import { MessagesServer } from "../fakes/messages-server.ts";
import { computer, needsTheScreen, reply } from "../fakes/youtube-script.ts";
import { youtubeDesktop } from "../sim/desktops/youtube.ts";
import { loadDesktop } from "../sim/load-desktop.ts";
import { SimulatedMac } from "../sim/mac.ts";
import { BUNDLE, SIM_AGENT_HOME } from "../sim/index.ts";
import { runCli, startCli } from "../support/cli.ts";
import { freePort, REPO, tempHome, until } from "../support/index.ts";

/**
 * Runs that end without their owner: the CLI killed while the agent (a real process) runs the vision
 * loop for it, and the CLI and the agent killed together, then the agent started again.
 */
describe("a run whose CLI or agent is killed mid-run still ends with a record", () => {
  let home: ReturnType<typeof tempHome>;
  let model: MessagesServer;
  let agent: ChildProcess;
  let mac: SimulatedMac;
  let port: number;
  let output = "";
  let errors = "";
  const env = () => ({ ANTHROPIC_API_KEY: "sk-run", ANTHROPIC_BASE_URL: model.url, HS_CLAUDE_HOME: home.path });
  /** `hs-claude serve` in its own process on `port`, once it listens (what it prints: output, errors). */
  const startAgent = async () => {
    output = "";
    errors = "";
    agent = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), "serve", "--port", String(port)], {
      env: { ...process.env, ...env() },
    });
    agent.stdout!.on("data", (chunk) => (output += chunk));
    agent.stderr!.on("data", (chunk) => (errors += chunk));
    await until(() => output.includes("listening on"), "the agent listens", 2_000_000);
  };
  /** The events of the run `hs-claude run "<text>"` started. */
  const runOf = (text: string) => {
    const { events } = readAudit(home.path);
    const run = events.find((e) => e.event === "command" && e.text === text)?.run;
    return events.filter((e) => e.run === run);
  };
  const run = (text: string) => startCli(["run", "--json", text], { ...env(), HS_CLAUDE_PORT: String(port) });

  before(async () => {
    home = tempHome();
    // The simulated screen changes only when acted on: no settle time to wait out in real time.
    writeFileSync(join(home.path, "config.json"), JSON.stringify({ agent: { actionDelay: 0 } }));
    model = await MessagesServer.start("sk-run");
    port = await freePort();
    await startAgent();
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
    if (agent.exitCode === null && agent.signalCode === null) {
      agent.kill("SIGTERM");
      await once(agent, "close");
    }
    await model.close();
    home.remove();
  });

  it("the CLI killed: the agent stops before the next action and records the result and the report", async () => {
    const text = "look and search for dumplings";
    const cli = run(text);
    const tab = () => mac.desktop.snapshot().tabs.find((t) => t.id === "7039")!.url;
    let atKill = { url: "", pressed: 0 };
    model.reply(needsTheScreen(text), reply(computer({ action: "left_click", coordinate: [300, 67] })), async () => {
      // The loop's second call: the CLI is killed while Claude thinks (no Ctrl-C, no cancel request).
      atKill = { url: tab(), pressed: mac.desktop.content.pressed.length };
      cli.child.kill("SIGKILL");
      await until(() => errors.includes("client gone"), "the agent notices its client is gone", 2_000_000);
      return reply(computer({ action: "type", text: "dumplings" }), computer({ action: "key", text: "Return" }));
    });
    await cli.done;
    const id = runOf(text)[0]!.run;
    await until(() => existsSync(join(home.path, "runs", `${id}.html`)), "the agent writes the report", 2_000_000);
    const events = runOf(text);
    assert.deepEqual(
      events.map((e) => [e.event, e.status ?? ""]),
      [
        ["command", ""],
        ["plan", ""],
        ["action", "done"],
        ["action", "skipped"],
        ["action", "skipped"],
        ["result", ""],
      ],
      JSON.stringify(events),
    );
    const result = events.at(-1)!;
    assert.deepEqual(
      [result.success, result.errorType, result.error, result.ran, result.notRun],
      [false, "interrupted", "interrupted: client gone", ["left_click"], ["type", "key"]],
    );
    assert.deepEqual({ url: tab(), pressed: mac.desktop.content.pressed.length }, atKill, "nothing ran after the kill");
    assert.ok(!mac.desktop.content.focusedField?.element.value?.includes("dumplings"), "nothing was typed");
    assert.match(readFileSync(join(home.path, "runs", `${id}.html`), "utf8"), /interrupted: client gone/);
    assert.equal(model.pending, 0);
  });

  it("the CLI and the agent killed: the agent, started again, closes the run as interrupted", async () => {
    const text = "look and search for noodles";
    const cli = run(text);
    let killed = false;
    model.reply(needsTheScreen(text), reply(computer({ action: "left_click", coordinate: [300, 67] })), async () => {
      // Both die while Claude thinks: nobody is left to record how the run ended.
      cli.child.kill("SIGKILL");
      await cli.done;
      const closed = once(agent, "close");
      agent.kill("SIGKILL");
      await closed;
      killed = true;
      return reply({ type: "text", text: "never delivered" });
    });
    await until(() => killed, "the CLI and the agent are killed", 2_000_000);
    assert.ok(!runOf(text).some((e) => e.event === "result"), "no result yet");
    await startAgent();
    assert.match(output, /closed 1 run left without a result/);
    const result = runOf(text).at(-1)!;
    assert.deepEqual(
      [result.event, result.errorType, result.error, result.ran, result.notRun],
      ["result", "interrupted", "interrupted: the agent stopped before the run ended", ["left_click"], []],
    );
    assert.ok(existsSync(join(home.path, "runs", `${result.run}.html`)), "its report");
    const log = await runCli(["log", "--since", "1h"], env());
    assert.match(log.stdout, new RegExp(`${result.run.slice(0, 8)}  result   ✗ interrupted: the agent stopped`));
  });
});
