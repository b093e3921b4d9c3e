import assert from "node:assert/strict";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { readAudit } from "../../agent/src/audit/index.ts";
import { computer, needsTheScreen, reply } from "../fakes/youtube-script.ts";
import { AgentWithSpoon } from "../support/agent-process.ts";
import { envelope } from "../support/cli.ts";
import { until } from "../support/index.ts";

/**
 * Runs that end without their owner: the CLI killed while the agent (a real process) runs the vision
 * loop for it, and the CLI and the agent killed together, then the agent started again.
 */
describe("a run whose CLI or agent is killed mid-run still ends with a record", () => {
  let setup: AgentWithSpoon;
  /** The events of the run `hs-claude run "<text>"` started. */
  const runOf = (text: string) => {
    const { events } = readAudit(setup.home.path);
    const run = events.find((e) => e.event === "command" && e.text === text)?.run;
    return events.filter((e) => e.run === run);
  };
  const run = (text: string) => setup.startCli(["run", "--json", text]);

  before(async () => (setup = await AgentWithSpoon.start()));
  after(() => setup.close());

  it("the CLI killed: the agent stops at once, even while Claude thinks; it records result and report", async () => {
    const text = "look and search for dumplings";
    const cli = run(text);
    const tab = () => setup.mac.desktop.snapshot().tabs.find((t) => t.id === "7039")!.url;
    let atKill = { url: "", pressed: 0 };
    setup.model.reply(
      needsTheScreen(text),
      reply(computer({ action: "left_click", coordinate: [300, 67] })),
      async () => {
        // The loop's second call: the CLI is killed while Claude thinks (no Ctrl-C, no cancel request).
        atKill = { url: tab(), pressed: setup.mac.desktop.content.pressed.length };
        cli.child.kill("SIGKILL");
        await until(() => setup.errors.includes("client gone"), "the agent notices its client is gone");
        // Too late: the run stopped waiting for this answer once its client was gone.
        return reply(computer({ action: "type", text: "dumplings" }), computer({ action: "key", text: "Return" }));
      },
    );
    await cli.done;
    const id = runOf(text)[0]!.run;
    await until(() => existsSync(join(setup.home.path, "runs", `${id}.html`)), "the agent writes the report");
    const events = runOf(text);
    assert.deepEqual(
      events.map((e) => [e.event, e.status ?? ""]),
      [
        ["command", ""],
        ["plan", ""],
        ["action", "done"],
        ["result", ""],
      ],
      JSON.stringify(events),
    );
    const result = events.at(-1)!;
    assert.deepEqual(
      [result.success, result.errorType, result.error, result.ran, result.notRun],
      [false, "interrupted", "interrupted: client gone", ["left_click"], []],
    );
    assert.deepEqual(
      { url: tab(), pressed: setup.mac.desktop.content.pressed.length },
      atKill,
      "nothing ran after the kill",
    );
    assert.ok(!setup.mac.desktop.content.focusedField?.element.value?.includes("dumplings"), "nothing was typed");
    assert.match(readFileSync(join(setup.home.path, "runs", `${id}.html`), "utf8"), /interrupted: client gone/);
    assert.equal(setup.model.pending, 0);
  });

  it("the CLI and the agent killed: the agent, started again, closes the run as interrupted", async () => {
    const text = "look and search for noodles";
    const cli = run(text);
    let killed = false;
    setup.model.reply(
      needsTheScreen(text),
      reply(computer({ action: "left_click", coordinate: [300, 67] })),
      async () => {
        // Both die while Claude thinks: nobody is left to record how the run ended.
        cli.child.kill("SIGKILL");
        await cli.done;
        const closed = once(setup.agent, "close");
        setup.agent.kill("SIGKILL");
        await closed;
        killed = true;
        return reply({ type: "text", text: "never delivered" });
      },
    );
    await until(() => killed, "the CLI and the agent are killed");
    assert.ok(!runOf(text).some((e) => e.event === "result"), "no result yet");
    await setup.startAgent();
    assert.match(setup.output, /closed 1 run left without a result/);
    const result = runOf(text).at(-1)!;
    assert.deepEqual(
      [result.event, result.errorType, result.error, result.ran, result.notRun],
      ["result", "interrupted", "interrupted: the agent stopped before the run ended", ["left_click"], []],
    );
    assert.ok(existsSync(join(setup.home.path, "runs", `${result.run}.html`)), "its report");
    const log = await setup.mainIn(["log", "--since", "1h"]);
    assert.match(log.stdout, new RegExp(`${result.run.slice(0, 8)}  result   ✗ interrupted: the agent stopped`));
  });

  it("the agent killed mid-plan: the CLI says which steps ran, may have, did not; none runs again", async () => {
    await until(
      () => setup.output.includes("Spoon connected: Claude"),
      "the Spoon connects to the agent started again",
    );
    const activated: string[] = [];
    const desktop = setup.mac.desktop;
    const activate = desktop.activate.bind(desktop);
    let killed = false;
    desktop.activate = (name, windowId) => {
      activate(name, windowId);
      activated.push(name);
      // Terminal is in front; before the Spoon's answer reaches it, the agent is killed.
      if (name === "Terminal") killed = setup.agent.kill("SIGKILL");
    };
    const plan = envelope(...["Slack", "Terminal", "Notes"].map((app_name) => ({ type: "focus_app", app_name })));
    const cli = await setup.mainIn(["exec", "--json", plan]);
    assert.ok(killed, cli.stderr);
    const told =
      "interrupted: the connection to the agent closed before the run ended: ran focus_app; " +
      "may have run (its answer never came): focus_app; not run: focus_app";
    assert.deepEqual([cli.code, cli.stderr], [1, `hs-claude: ${told}\n`], "the person is told which steps ran");
    const result = readAudit(setup.home.path)
      .events.filter((e) => e.event === "result")
      .at(-1)!;
    assert.deepEqual(
      [result.message, result.errorType, result.ran, result.mayHaveRun, result.notRun],
      [told, "interrupted", ["focus_app"], ["focus_app"], ["focus_app"]],
      "the log keeps the same",
    );
    await setup.startAgent();
    assert.doesNotMatch(setup.output, /closed \d+ run/, "the run has its result: nothing is left to close");
    await until(() => setup.output.includes("Spoon connected: Claude"), "the Spoon connects to the new agent");
    assert.deepEqual(activated, ["Slack", "Terminal"], "nothing ran again by itself, and Notes never came forward");
    desktop.activate = activate;
  });
});
