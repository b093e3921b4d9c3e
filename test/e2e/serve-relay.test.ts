import assert from "node:assert/strict";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { loadDesktopFile } from "../sim/load-desktop.ts";
import { AgentWithSpoon } from "../support/agent-process.ts";
import { mainIn } from "../support/capture.ts";
import { DESKTOPS, REPO, until } from "../support/index.ts";

const LIST_APPS = '{"commands":[{"type":"list_apps"}],"needs_clarification":false,"clarification_reason":null}';
const DEV_DUAL = join(DESKTOPS, "dev-dual.json");

describe("hs-claude serve, a Spoon, and exec relayed through the agent", () => {
  let setup: AgentWithSpoon;
  /** What the CLI is told to find the agent (its main() runs in this process). */
  const agentEnv = () => ({ HS_CLAUDE_HOME: setup.home.path, HS_CLAUDE_PORT: String(setup.port) });
  before(async () => {
    setup = await AgentWithSpoon.start({
      desktop: loadDesktopFile(DEV_DUAL),
      prepareHome(home) {
        writeFileSync(join(home, "presets.json"), JSON.stringify(loadDesktopFile(DEV_DUAL).presets));
      },
    });
  });
  after(() => setup.close());

  it("starts in a home the person alone can open, and leaves its mode as it found it; the token 0600", () => {
    // A home others can open is refused instead (test/agent/cli/home-refused.test.ts): serve never changes a mode.
    assert.equal(statSync(setup.home.path).mode & 0o777, 0o700);
    assert.equal(statSync(join(setup.home.path, "token")).mode & 0o777, 0o600);
    assert.doesNotMatch(setup.errors, /"level":"(warn|error)"/, "nothing to warn of");
  });

  it("runs an envelope on the Spoon and reads the desktop back, with the presets of <home>/presets.json", async () => {
    const run = await mainIn(["exec", "--json", LIST_APPS], agentEnv());
    assert.equal(run.code, 0, run.stderr);
    const output = JSON.parse(run.stdout);
    assert.equal(output.result.success, true);
    assert.equal(output.result.steps[0].result.apps.length, 7);
    assert.deepEqual(output.after, loadDesktopFile(DEV_DUAL).snapshot());
    assert.equal(setup.mac.calls("hs.application.runningApplications"), 3, "list_apps once, and two snapshots");
  });

  it("runs a command whose approval the person at the Mac gives in the Spoon's dialog", async () => {
    setup.mac.person.answer = (dialog) => (dialog.message === "Close 3 tabs?" ? "Approve" : "Deny");
    const run = await mainIn(["run", "--offline", "--json", "close all reddit tabs"], agentEnv());
    assert.equal(run.code, 0, run.stderr);
    const output = JSON.parse(run.stdout);
    assert.deepEqual(
      output.plan.commands,
      [{ type: "close_tab", tab_indices: [2, 5, 8] }],
      "the commands planned offline",
    );
    assert.ok(!output.after.tabs.some((t: { domain: string }) => t.domain === "reddit.com"));
    assert.equal(setup.mac.person.shown.length, 1);
  });

  it("undoes that close through the agent, and serves each run's report only with the token", async () => {
    const run = await mainIn(["undo", "--json"], agentEnv());
    assert.equal(run.code, 0, run.stderr);
    const output = JSON.parse(run.stdout);
    assert.match(output.result.message, /^undid "close all reddit tabs": reopened 3 tabs/);
    const initial = loadDesktopFile(DEV_DUAL).snapshot().tabs;
    const reddit = (t: { url: string }) => t.url.includes("reddit.com");
    // Back in their windows, at the end in their order: JXA cannot put a tab before another.
    const reopened = [...initial.filter((t) => !reddit(t)), ...initial.filter(reddit)];
    assert.deepEqual(
      output.after.tabs.map((t: { url: string; windowIndex: number }) => [t.windowIndex, t.url]),
      reopened.sort((a, b) => a.windowIndex - b.windowIndex).map((t) => [t.windowIndex, t.url]),
      "each window's tabs after the undo",
    );
    const base = `http://127.0.0.1:${setup.port}/runs`;
    assert.equal((await fetch(base)).status, 401);
    const token = readFileSync(join(setup.home.path, "token"), "utf8").trim();
    const history = await fetch(base, { headers: { "X-HS-Claude-Token": token } });
    assert.equal(history.status, 200);
    const html = await history.text();
    assert.match(html, /close all reddit tabs/);
    assert.ok(!html.includes(token));
  });

  it("refuses, in the agent, a plan that needs approval when nobody answers at the Mac", async () => {
    setup.mac.person.answer = undefined;
    const tabsBefore = setup.mac.desktop.tabs().map((t) => t.id);
    setup.mac.run("spoon.Claude.approvalTimeout = 0.2; spoon.Claude:reconnect()");
    await until(() => setup.output.split("Spoon connected").length > 2, "the Spoon reconnects with its new setting");
    const run = await mainIn(
      [
        "exec",
        "--json",
        JSON.stringify({
          commands: [{ type: "close_tab", tab_indices: [1, 2] }],
          needs_clarification: false,
          clarification_reason: null,
        }),
      ],
      agentEnv(),
    );
    assert.equal(run.code, 1, run.stderr);
    const output = JSON.parse(run.stdout);
    assert.match(output.result.error, /^not approved: Close 2 tabs\? \(there is no one to ask/);
    assert.deepEqual(
      setup.mac.desktop.tabs().map((t) => t.id),
      tabsBefore,
      "no tab was closed",
    );
  });

  it("refuses a port that is not one, naming the variable, and never prints the token", async () => {
    const token = readFileSync(join(setup.home.path, "token"), "utf8").trim();
    const run = await mainIn(["run", "--offline", "tab 1"], {
      HS_CLAUDE_HOME: setup.home.path,
      HS_CLAUDE_PORT: "99999",
    });
    assert.equal(run.code, 2);
    assert.equal(run.stderr.trim(), 'hs-claude: HS_CLAUDE_PORT must be a whole number from 1 to 65535, got "99999"');
    const serve = await mainIn(["serve", "--port", "0x1F90"], { HS_CLAUDE_HOME: setup.home.path });
    assert.equal(serve.code, 2);
    assert.match(serve.stderr, /^hs-claude: --port must be a whole number from 1 to 65535, got "0x1F90"/);
    for (const output of [run, serve]) assert.ok(!`${output.stdout}${output.stderr}`.includes(token));
  });

  it("doctor finds the agent and the Spoon connected to it, and never prints the token", async () => {
    const run = await mainIn(["doctor", "--port", String(setup.port)], { HS_CLAUDE_HOME: setup.home.path });
    assert.equal(run.code, 0, run.stdout);
    // Which agent it is: the script the agent was started with, and the node running it.
    const which = `${join(REPO, "bin", "hs-claude.js")}, run by ${process.execPath}`;
    assert.ok(run.stdout.includes(`serving 127.0.0.1:${setup.port}: ${which}\n`), run.stdout);
    assert.match(run.stdout, /^✓ Spoon connected: Claude 0\.1\.0$/m);
    assert.match(run.stdout, /^✓ token readable by you alone$/m);
    assert.ok(!run.stdout.includes(readFileSync(join(setup.home.path, "token"), "utf8").trim()));
  });

  it("doctor --deep asks the connected Spoon for the report through the agent, and keeps it in the home", async () => {
    const run = await mainIn(["doctor", "--deep", "--json", "--port", String(setup.port)], {
      HS_CLAUDE_HOME: setup.home.path,
    });
    const { file, agent, report } = JSON.parse(run.stdout);
    assert.ok(agent.some((finding: { text: string }) => finding.text === "Spoon connected: Claude 0.1.0"));
    assert.ok(file.startsWith(join(setup.home.path, "doctor-")), file);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    const tabs = report.probes.find((probe: { what: string }) => probe.what === "tabs");
    assert.deepEqual([tabs.area, tabs.mark], ["Google Chrome", "✓"], "Chrome's tabs read through the relay");
    assert.ok(!readFileSync(file, "utf8").includes(readFileSync(join(setup.home.path, "token"), "utf8").trim()));
  });

  it("says how to start the agent when none listens, without the token", async () => {
    const run = await mainIn(["exec", LIST_APPS], { HS_CLAUDE_HOME: setup.home.path, HS_CLAUDE_PORT: "1" });
    const token = readFileSync(join(setup.home.path, "token"), "utf8").trim();
    assert.ok(!`${run.stdout}${run.stderr}`.includes(token));
    assert.equal(run.code, 1);
    assert.match(run.stderr, /^hs-claude: no agent at 127\.0\.0\.1:1: start it with `npx hs-claude serve`/);
  });
});
