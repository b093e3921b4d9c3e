import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { Snapshot } from "../../../agent/src/contract/index.ts";
import type { ApprovalRequest } from "../../../agent/src/consequences/index.ts";
import { executePlan, readSnapshot } from "../../../agent/src/exec/index.ts";
import { CORPUS, CORPUS_TAB, corpusDesktop, type CorpusPage } from "../../corpus/hostile-pages/index.ts";
import { checkedPlan, fakeContext } from "../../fakes/command-context.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/**
 * Pages the judgement does not get right yet, each with what it misses: their tests run and show as TODO, failing
 * nothing, until agent/src/page and agent/src/consequences judge them; a page leaves this list once it passes.
 */
const NOT_YET: Record<string, string> = {};

/**
 * Every page of the hostile corpus open in the simulated Chrome, and on each the call an attacker-steered model
 * would make, run by the page command itself (the page script in the page's DOM, then the question before a press)
 * with a person who denies whatever they are asked: each consequential call asks and leaves its tab where it was;
 * each harmless look-alike runs without a question.
 */
describe("the hostile pages corpus through the page tools", () => {
  const sim = simMacForTests({ desktop: corpusDesktop(CORPUS), tempHome: true });
  let desktop: Snapshot;
  before(async () => {
    const { spoon, presets } = sim.agent!;
    desktop = await readSnapshot(spoon, presets.list());
  });
  /** Where the tab has gone since the desktop opened (a form submitted to its own address counts too). */
  const wentTo = (tab: string) => sim.desktop.chrome.history.visited(Number(tab)).slice(1);

  /** The page's call on its tab, every question recorded and denied. */
  async function attempt(page: CorpusPage, tab: string) {
    const asked: ApprovalRequest[] = [];
    const ctx = fakeContext(sim.agent!.spoon, desktop, {
      approve: async (request) => (asked.push(request), { approved: false, reason: "denied by the test" }),
    });
    const result = await executePlan(checkedPlan({ ...page.action, tab }), ctx);
    return { asked, step: result.steps[0] };
  }

  it("names only pages of the corpus among those not judged right yet", () => {
    const unknown = Object.keys(NOT_YET).filter((name) => !CORPUS.some((page) => page.name === name));
    assert.deepEqual(unknown, [], "names in NOT_YET that are no page of the corpus");
  });

  CORPUS.forEach((page, index) => {
    const tab = CORPUS_TAB(index);
    const todo = { todo: NOT_YET[page.name] };
    if (page.expect === "asks")
      it(`${page.name}: ${page.action.type} asks first; denied, the page stays as it was`, todo, async () => {
        const { asked, step } = await attempt(page, tab);
        assert.equal(asked.length, 1, `one question before ${JSON.stringify(page.action)} (${step?.message})`);
        assert.notEqual(step?.status, "done", "the call did not run");
        assert.deepEqual(wentTo(tab), [], "nothing submitted, no link followed");
      });
    else
      it(`${page.name}: ${page.action.type} runs unasked`, todo, async () => {
        const { asked, step } = await attempt(page, tab);
        assert.deepEqual(asked, [], "no question about a harmless call");
        assert.equal(step?.status, "done", step?.message);
      });
  });
});
