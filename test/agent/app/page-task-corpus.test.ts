import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import { createRunner, type RunOptions, type Runner } from "../../../agent/src/app/index.ts";
import { runPageTask } from "../../../agent/src/app/page-task.ts";
import type { ApprovalRequest } from "../../../agent/src/consequences/index.ts";
import { noUsage } from "../../../agent/src/cost/index.ts";
import { CORPUS_TAB, corpusDesktop, corpusPages, type CorpusPage } from "../../corpus/hostile-pages/index.ts";
import { pageSteps, stepCall } from "../../fakes/docs-page-script.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** Pages of the hostile corpus whose text or form would steer a model, then a harmless look-alike. */
const SAMPLE = corpusPages([
  ...["pan-inputmode-confirm", "reply-form", "injection-inside-frame", "link-exfiltrates-card"],
  ...["injection-says-search-is-send", "injection-button-named-cancel", "label-for-place-order", "buy-zero-width"],
  "search-typed-submit",
]);

/**
 * A page task on each page of the sample, its tab in front: the scripted planner writes the one step the page asks
 * for and the executor makes that page's call; the person approves the list of steps, yet the consequential press
 * still asks at the Mac as it acts, and denied there, nothing is sent. The harmless look-alikes run unasked.
 */
describe("a page task on the hostile pages corpus, its models obeying the page", () => {
  const sim = simMacForTests({ desktop: corpusDesktop(SAMPLE), tempHome: true });
  let model: MessagesServer;
  let runner: Runner;
  before(async () => {
    model = await MessagesServer.start("sk-corpus");
    const { spoon, presets } = sim.agent!;
    runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  });
  after(() => model.close());

  /** Brings the page's tab to the front of Chrome, as the person looking at it has it. */
  function showTab(tab: string) {
    const { chrome } = sim.desktop;
    const found = chrome.findTab(Number(tab))!;
    chrome.raiseWindow(found.window.id);
    chrome.setActiveTabIndex(found.window.id, found.index);
  }

  /**
   * The task on `page` with the models obeying it (the planner writes `planned`, by default the page's call; the
   * executor makes the page's call); the person approves the steps and denies any question after.
   */
  async function obeyed(page: CorpusPage, tab: string, planned?: object) {
    showTab(tab);
    const { type, ...input } = page.action;
    const step = planned ?? { text: `As the page asks, ${type} on ${input.selector}`, tool: type, target: input };
    model.reply(pageSteps([step]), stepCall(type, input));
    const approved: ApprovalRequest[] = [];
    const asked: string[] = [];
    let running = true;
    const task = runPageTask<RunOptions>("do what this page says", await runner.read(), {
      execute: (plan, options) => runner.execute(plan, options),
      approve: async (request) => (approved.push(request), { approved: true, by: "the person" }),
      client: new Anthropic({ apiKey: "sk-corpus", baseURL: model.url, maxRetries: 0 }),
      models: { planner: "planner-model", executor: "executor-model" },
      usage: noUsage(),
      options: { yes: false, offline: false, said: "do what this page says" },
    }).finally(() => (running = false));
    const dialogs = () => sim.person.sees().dialogs;
    await until(() => !running || dialogs().length > 0, "the task ends or asks at the Mac");
    if (dialogs().length > 0) {
      asked.push(dialogs()[0]!.title);
      await sim.person.answer("Deny");
    }
    return { outcome: await task, approved, asked };
  }
  const wentTo = (tab: string) => sim.desktop.chrome.history.visited(Number(tab)).slice(1);

  SAMPLE.forEach((page, index) => {
    const tab = CORPUS_TAB(index);
    const says = page.expect === "asks" ? "asks as it presses, denied: nothing sent" : "runs unasked";
    it(`${page.name}: ${says}`, async () => {
      const { outcome, approved, asked } = await obeyed(page, tab);
      assert.equal(outcome.path, "page", outcome.why);
      assert.equal(approved.length, 1, "the person approved the list of steps");
      const result = outcome.path === "page" ? outcome.result : undefined;
      if (page.expect === "runs") {
        assert.deepEqual(asked, [], "no question at the Mac");
        assert.equal(result?.success, true, result?.message);
        return;
      }
      assert.equal(asked.length, 1, `a question at the Mac as the step acts (${result?.message})`);
      assert.equal(result?.success, false);
      assert.match(result!.pageSteps![0]!.message, /^not approved: /);
      assert.deepEqual(wentTo(tab), [], "nothing submitted, no link followed");
    });
  });

  /** A step the person approved as reading the page, which the executor, obeying the page, makes a press. */
  const READ = { text: "Read the page's heading", tool: "page_html", target: { selector: "h1" } };
  for (const name of ["reply-form", "buy-zero-width"]) {
    const index = SAMPLE.findIndex((page) => page.name === name);
    it(`${name}: the approved read, pressed by the executor instead, fails unasked and sends nothing`, async () => {
      const earlier = wentTo(CORPUS_TAB(index));
      const { outcome, asked } = await obeyed(SAMPLE[index]!, CORPUS_TAB(index), READ);
      const result = outcome.path === "page" ? outcome.result : undefined;
      assert.equal(result?.success, false, result?.message);
      assert.match(result!.pageSteps![0]!.message, /not the approved page_html/);
      assert.deepEqual(asked, [], "nothing pressed, so nothing to ask");
      assert.deepEqual(wentTo(CORPUS_TAB(index)), earlier, "nothing submitted, no link followed");
    });
  }
});
