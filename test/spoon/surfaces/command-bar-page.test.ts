import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DOCS, DOCS_STEPS, DOCS_TASK, docsTaskReplies } from "../../fakes/docs-page-script.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { readFileSync } from "node:fs";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/**
 * A task on the web page from the command bar, as a person uses it: ⌘⇧A, the task, Return; the page steps listed
 * in the approval window; Approve; each step's line at the Mac as it ends, then the result.
 */
describe("a task on the web page, from the command bar", () => {
  let model: MessagesServer;
  before(async () => (model = await MessagesServer.start("sk-page-bar")));
  const sim = simMacForTests(() => ({
    desktop: JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object,
    tempHome: true,
    env: { ANTHROPIC_API_KEY: "sk-page-bar", ANTHROPIC_BASE_URL: model.url },
  }));
  after(() => model.close());

  it("lists the steps to approve, then shows each step's status as it ends and opens the first result", async () => {
    model.reply(...docsTaskReplies());
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type(DOCS_TASK);
    await sim.person.press("return");
    await sim.settle();
    await sim.person.answer("Approve");
    await sim.settle();
    const alerts = sim.person.sees().alerts;
    const progress = alerts.filter((text) => /^Claude: [✓✗–] \d\/\d /.test(text));
    assert.deepEqual(
      progress,
      [`Claude: ✓ 1/2 ${DOCS_STEPS[0]}`, `Claude: ✓ 2/2 ${DOCS_STEPS[1]}`],
      `each step's line, in order: ${alerts.join(" | ")}`,
    );
    const docs = sim.snapshot().tabs.find((tab) => tab.id === "504");
    assert.equal(docs?.url, `${DOCS}hs.hotkey.html`, "the first result is open");
  });
});
