import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { DOCS, DOCS_STEPS, DOCS_TASK, docsTaskReplies } from "../fakes/docs-page-script.ts";
import { DEFAULT_DESKTOP } from "../sim/index.ts";
import { loadDesktop } from "../sim/load-desktop.ts";
import { AgentWithSpoon } from "../support/agent-process.ts";

/** `hs-claude run` through a running agent: what is left on the web page runs there, approved at the Mac. */
describe("a task on the web page, through hs-claude serve", () => {
  let setup: AgentWithSpoon;
  before(async () => {
    setup = await AgentWithSpoon.start({ desktop: loadDesktop(JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8"))) });
  });
  after(() => setup.close());

  it("plans the page steps in the agent, asks at the Mac, runs them and opens the first result", async () => {
    setup.model.reply(...docsTaskReplies());
    const asked: string[] = [];
    setup.mac.person.answer = (dialog) => (asked.push(dialog.message), "Approve");
    const run = await setup.mainIn(["run", "--json", DOCS_TASK]);
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
    assert.equal(setup.model.pending, 0, "the planner, the page's planning call and one call per step");
  });
});
