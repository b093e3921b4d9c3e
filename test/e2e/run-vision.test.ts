import assert from "node:assert/strict";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { readAudit } from "../../agent/src/audit/index.ts";
import { needsTheScreen, reply, computer, YOUTUBE_GOAL, youtubeTaskReplies } from "../fakes/youtube-script.ts";
import { FIRST } from "../sim/desktops/youtube.ts";
import { AgentWithSpoon } from "../support/agent-process.ts";
import { until } from "../support/index.ts";

/**
 * The person's Ctrl-C as the CLI's process hears it: the SIGINT event its main() listens to, here in the test's
 * process (a real signal reaches a real CLI in cancel-question.test.ts).
 */
const pressCtrlC = () => process.emit("SIGINT");

/**
 * `hs-claude run` against a running agent (a real process) and a Spoon: the CLI (its main() in the test's process)
 * plans with Claude (scripted), the plan needs the screen, and the agent runs the loop where the Spoon is.
 */
describe("hs-claude run, a command that needs the screen, through the agent", () => {
  let setup: AgentWithSpoon;
  before(async () => (setup = await AgentWithSpoon.start()));
  after(() => setup.close());

  it("plans in the CLI, then the agent looks and acts until the first result is open", async () => {
    setup.model.reply(...youtubeTaskReplies());
    const run = await setup.mainIn(["run", "--json", YOUTUBE_GOAL]);
    assert.equal(run.code, 0, run.stderr);
    const { result } = JSON.parse(run.stdout);
    assert.equal(result.success, true, result.message);
    assert.equal(result.observed.length, 4);
    const tab = setup.mac.desktop.snapshot().tabs.find((t) => t.id === "7039")!;
    assert.equal(tab.url, FIRST);
    assert.equal(setup.model.pending, 0);
  });

  it("Ctrl-C stops the loop in the agent at once, even while Claude thinks; the result says cancelled", async () => {
    const pressed = setup.mac.desktop.content.pressed.length;
    const cli = setup.startMainIn(["run", "--json", "look at the page and click the search field"]);
    setup.model.reply(needsTheScreen("click the search field"), async () => {
      // The loop's first call: the person presses Ctrl-C while Claude thinks; the agent hears of it first.
      pressCtrlC();
      await until(() => cli.printed.stderr.includes("hs-claude: cancelling"), "the agent was told");
      return reply(computer({ action: "left_click", coordinate: [300, 67] }));
    });
    const run = await cli.done;
    assert.equal(run.code, 130, `the person cancelled: ${run.stderr}`);
    const { result } = JSON.parse(run.stdout);
    assert.deepEqual([result.success, result.errorType], [false, "cancelled"]);
    assert.deepEqual(
      result.observed.map((step: { status: string }) => step.status),
      [],
      "no action: the run stopped while Claude thought, and its answer was not waited for",
    );
    assert.equal(setup.mac.desktop.content.pressed.length, pressed, "nothing was clicked");
    assert.equal(setup.model.pending, 0);
  });

  it("Ctrl-C while Claude plans: the plan never reaches the agent and nothing runs", async () => {
    const calls = setup.model.requests.length;
    const cli = setup.startMainIn(["run", "--json", "click the search field"]);
    setup.model.reply(async () => {
      pressCtrlC();
      await until(() => cli.printed.stderr.includes("hs-claude: cancelling"), "Ctrl-C was heard");
      return needsTheScreen("click the search field");
    });
    const run = await cli.done;
    const { result } = JSON.parse(run.stdout);
    assert.deepEqual([run.code, result.success, result.errorType], [130, false, "cancelled"]);
    assert.match(run.stderr, /hs-claude: cancelled, nothing changed\n$/);
    assert.match(result.error, /cancelled before it ran/);
    assert.equal(setup.model.requests.length, calls + 1, "the planning call only: the loop never asked Claude");
  });

  it("keeps an audit log that survives the agent being killed mid-run, and hs-claude log reads it", async () => {
    const file = join(setup.home.path, "audit.jsonl");
    let before: string[] = [];
    const closed = once(setup.agent, "close");
    setup.model.reply(
      needsTheScreen("search for ramen"),
      reply(
        computer({ action: "left_click", coordinate: [300, 67] }),
        computer({ action: "type", text: "ramen" }),
        computer({ action: "key", text: "Return" }),
      ),
      async () => {
        // The loop's second call: the agent has logged its actions; it dies here, mid-run.
        before = readFileSync(file, "utf8").split("\n").filter(Boolean);
        setup.agent.kill("SIGKILL");
        await closed;
        return reply({ type: "text", text: "never delivered" });
      },
    );
    const run = await setup.mainIn(["run", "--json", "search for ramen"]);
    assert.notEqual(run.code, 0);
    const after = readFileSync(file, "utf8").split("\n").filter(Boolean);
    for (const line of before) assert.ok(after.includes(line), `kept: ${line}`);
    const { events, skipped } = readAudit(setup.home.path);
    assert.ok(skipped <= 1, "at most a torn last line");
    const run1 = events.filter(
      (e) => e.run === events.find((c) => c.event === "command" && c.text === "search for ramen")!.run,
    );
    assert.deepEqual(
      run1.map((e) => e.event),
      ["command", "plan", "action", "action", "action", "result"],
      "the run's audit events, in order, all kept",
    );
    assert.deepEqual(run1[3]!.action, { action: "type", text: "[5 characters]" }, "typed text is not logged");
    const log = await setup.mainIn(["log", "--json", "--since", "1h"]);
    assert.equal(log.code, 0, log.stderr);
    const printed = log.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    assert.deepEqual(printed.slice(-run1.length), run1);
    const readable = await setup.mainIn(["log"]);
    assert.match(readable.stdout, /command  \(cli\) "search for ramen"/);
  });
});
