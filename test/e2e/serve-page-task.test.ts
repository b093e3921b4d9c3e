import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DOCS, DOCS_STEPS, DOCS_TASK, docsTaskReplies } from "../fakes/docs-page-script.ts";
import { MessagesServer } from "../fakes/messages-server.ts";
import type { SimMac } from "../sim/index.ts";
import { mainIn } from "../support/capture.ts";
import { tempHome } from "../support/index.ts";
import { simMacForTests } from "../support/sim-mac.ts";

/**
 * `hs-claude run` through a running agent (its server and service as `hs-claude serve` makes them, in this process,
 * its Spoon on the simulated Mac): what is left on the web page runs there, approved at the Mac.
 */
describe("a task on the web page, through the agent", () => {
  let model: MessagesServer;
  let home: ReturnType<typeof tempHome>;
  const env = () => ({ ANTHROPIC_API_KEY: "sk-run", ANTHROPIC_BASE_URL: model.url });
  before(async () => {
    model = await MessagesServer.start("sk-run");
    home = tempHome();
    // The simulated screen changes only when acted on: no settle time to wait out.
    writeFileSync(join(home.path, "config.json"), JSON.stringify({ agent: { actionDelay: 0 } }));
  });
  const sim: SimMac = simMacForTests(() => ({ home: home.path, clients: true, env: env() }));
  after(async () => {
    await model.close();
    home.remove();
  });

  it("plans the page steps in the agent, asks at the Mac, runs them and opens the first result", async () => {
    model.reply(...docsTaskReplies());
    const asked: string[] = [];
    sim.mac.person.answer = (dialog) => (asked.push(dialog.message), "Approve");
    const where = { HS_CLAUDE_HOME: home.path, HS_CLAUDE_PORT: String(sim.agent!.server.port) };
    const run = await mainIn(["run", "--json", DOCS_TASK], { ...env(), ...where });
    assert.equal(run.code, 0, run.stderr);
    const output = JSON.parse(run.stdout) as {
      result: { path: { path: string }; pageSteps: { text: string; status: string }[] };
      after: { tabs: { id: string; url: string }[] };
    };
    assert.equal(output.result.path.path, "page", run.stdout);
    assert.deepEqual(
      output.result.pageSteps.map((step) => [step.text, step.status]),
      DOCS_STEPS.map((text) => [text, "done"]),
      "each page step and how it ended",
    );
    assert.deepEqual(asked, ['Run 2 page steps in "Hammerspoon docs"?'], "the one question asked at the Mac");
    assert.equal(output.after.tabs.find((tab) => tab.id === "504")?.url, `${DOCS}hs.hotkey.html`);
    assert.equal(model.pending, 0, "the planner, the page's planning call and one call per step");
  });
});
