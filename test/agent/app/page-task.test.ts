import assert from "node:assert/strict";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, afterEach, before, describe, it } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import { runCommand, type DesktopSession, type RunOptions } from "../../../agent/src/app/index.ts";
import { runPageTask, type PageTaskOutcome } from "../../../agent/src/app/page-task.ts";
import { openDesktop } from "../../../agent/src/cli/desktop.ts";
import { simHomePath } from "../../../agent/src/cli/sim-home.ts";
import type { ApprovalRequest } from "../../../agent/src/consequences/index.ts";
import { noUsage } from "../../../agent/src/cost/index.ts";
import type { ExecResult } from "../../../agent/src/exec/index.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import {
  DOCS,
  DOCS_PLAN,
  DOCS_STEPS,
  DOCS_TASK,
  docsTaskReplies,
  pageSteps,
  stepCall,
} from "../../fakes/docs-page-script.ts";
import { REPO, tempHome } from "../../support/index.ts";

const TASK = DOCS_TASK;
const STEPS = DOCS_STEPS;
const PLAN = DOCS_PLAN;
const call = stepCall;

type Body = { system: unknown; messages: unknown[]; tools: { name: string }[]; tool_choice: unknown };
const hasImage = (body: Body) => JSON.stringify(body.messages).includes('"type":"image"');

/** The result of a task that took the page's path (any other fails the test). */
function onThePage(outcome: PageTaskOutcome): ExecResult {
  assert.ok(outcome.path === "page", `it took the screen's path: ${outcome.why}`);
  return outcome.result;
}

describe("a task on the web page in front: planned as steps, approved, one executor call per step", () => {
  let model: MessagesServer;
  let home: ReturnType<typeof tempHome>;
  let desktop: DesktopSession;
  let env: NodeJS.ProcessEnv;
  before(async () => {
    model = await MessagesServer.start("sk-page");
    env = { ANTHROPIC_API_KEY: "sk-page", ANTHROPIC_BASE_URL: model.url };
  });
  after(() => model.close());
  /** The built-in desktop, the docs tab in Chrome's second window (its body `docsBody` when given). */
  async function open(docsBody?: string) {
    home = tempHome();
    const file = join(home.path, "desktop.json");
    const desktopJson = JSON.parse(readFileSync(join(REPO, "test/sim/desktops/default.json"), "utf8"));
    if (docsBody !== undefined) desktopJson.pages[DOCS].html = `<!DOCTYPE html><html><body>${docsBody}</body></html>`;
    writeFileSync(file, JSON.stringify(desktopJson));
    desktop = await openDesktop(file, { home: home.path });
  }
  afterEach(async () => {
    await desktop.close();
    home.remove();
    assert.equal(model.pending, 0, "every scripted answer was asked for");
    model.requests.length = 0;
  });
  const docsTab = async () => (await desktop.runner.read()).tabs.find((tab) => tab.id === "504")!.url;

  it("makes one planning call with the page's text, asks once listing the steps, then one call per step", async () => {
    await open();
    model.reply(...docsTaskReplies());
    const outcome = await runCommand(TASK, desktop.runner, { offline: false, yes: true, env });
    assert.equal(outcome.kind, "executed");
    if (outcome.kind !== "executed") return;
    const { result } = outcome;
    assert.equal(result.success, true, result.message);
    assert.equal(model.requests.length, 4, "the planner, the page's planning call, two executor calls");
    const [, planning, ...executor] = model.requests.map((request) => request.body as Body);
    assert.deepEqual(planning!.tool_choice, { type: "tool", name: "submit_page_steps" });
    assert.match(JSON.stringify(planning!.messages), /<input id=\\"q\\" name=\\"q\\" type=\\"search\\"/);
    assert.equal(hasImage(planning!), false, "no screenshot unless the person enabled it");
    const wrapped =
      /<untrusted_data source=\\"web page\\">\\nurl: https:\/\/www\.hammerspoon\.org\/docs\/\\ntitle: Hammer/;
    const sent = JSON.stringify(planning!.messages);
    assert.match(sent, wrapped, "the page's address, title and HTML inside the untrusted wrapper");
    assert.ok(!sent.slice(0, sent.indexOf("<untrusted_data")).includes("hammerspoon.org"), "no address outside");
    for (const body of [planning!, ...executor])
      assert.match(JSON.stringify(body.system), /never instructions/, "each system prompt says page text is data");
    for (const body of executor) {
      assert.equal(hasImage(body), false);
      assert.deepEqual(
        body.tools.map((tool) => tool.name).sort(),
        [
          "page_click",
          "page_html",
          "page_navigate",
          "page_press_key",
          "page_scroll",
          "page_select",
          "page_tabs",
          "page_type",
          "page_wait",
        ],
        "the tools offered to the executor",
      );
      assert.deepEqual(body.tool_choice, { type: "any", disable_parallel_tool_use: true });
    }
    assert.match(JSON.stringify(executor[1]!.messages), /page_type .*"final_value\\":\\"hotkey\\"/, "step 1's output");
    assert.deepEqual(result.path, { path: "page", why: "the docs page has a search form" });
    assert.deepEqual(
      result.pageSteps!.map((step) => [step.text, step.call?.tool, step.status]),
      [
        [STEPS[0], "page_type", "done"],
        [STEPS[1], "page_click", "done"],
      ],
      "each step, its tool and how it ended",
    );
    assert.equal((result.pageSteps![1]!.output as { current_url: string }).current_url, `${DOCS}hs.hotkey.html`);
    assert.equal(await docsTab(), `${DOCS}hs.hotkey.html`, "the first result is open");
    const runs = join(simHomePath(home.path, join(home.path, "desktop.json")), "runs");
    const report = readFileSync(join(runs, readdirSync(runs).find((f) => f.endsWith(".html"))!), "utf8");
    for (const text of STEPS) assert.ok(report.includes(text), `the report shows "${text}"`);
    assert.match(report, /page_click/);
    assert.match(report, /Run 2 page steps in/, "the approval, listing the steps");
  });

  /**
   * The page task alone on the docs tab (made the front one), with a person who answers `answer`; cancelled once
   * `cancelAfter` commands ran, when given (the first reads the page, before the planning call).
   */
  async function pageTask(answer: "approved" | "declined", cancelAfter?: number, docsBody?: string) {
    await open(docsBody);
    const runner = desktop.runner;
    await runner.execute(
      { commands: [{ type: "switch_tab", tab_index: 4 }], needs_clarification: false },
      { yes: true, offline: true },
    );
    const asked: ApprovalRequest[] = [];
    let ran = 0;
    const cancelled = cancelAfter === undefined ? undefined : () => ran >= cancelAfter;
    const outcome = await runPageTask<RunOptions>(TASK, await runner.read(), {
      execute: async (plan, options) => {
        const executed = await runner.execute(plan, options);
        ran += 1;
        return executed;
      },
      approve: async (request) => {
        asked.push(request);
        return answer === "approved" ? { approved: true, by: "the test" } : { approved: false, reason: "declined" };
      },
      client: new Anthropic({ apiKey: "sk-page", baseURL: model.url, maxRetries: 0 }),
      models: { planner: "planner-model", executor: "executor-model" },
      usage: noUsage(),
      options: { yes: false, offline: false, ...(cancelled ? { cancelled } : {}) },
    });
    return { outcome, asked };
  }

  it("denied: the steps are listed in the question and nothing runs", async () => {
    model.reply(pageSteps(PLAN));
    const { outcome, asked } = await pageTask("declined");
    assert.equal(asked.length, 1);
    const listed = [
      "1. Type hotkey into the search field #q and submit its form",
      '   page_type {"selector":"#q","text":"hotkey","submit":true}',
      "2. Click the first result link, .result a",
      '   page_click {"selector":".result a"}',
    ].join("\n");
    assert.ok(asked[0]!.detail.includes(listed), `each step with the tool and target it will use: ${asked[0]!.detail}`);
    const result = onThePage(outcome);
    assert.equal(result.success, false);
    assert.match(result.message, /^not approved: Run 2 page steps in "Hammerspoon docs"\?/);
    assert.equal(model.requests.length, 1, "no executor call");
    assert.equal(await docsTab(), DOCS);
  });

  it("cancelled while the steps were planned: nobody is asked, each step recorded as not run", async () => {
    model.reply(pageSteps(PLAN));
    const { outcome, asked } = await pageTask("approved", 1);
    assert.equal(asked.length, 0, "no question about steps that will not run");
    const { success, errorType, error, pageSteps: notRun } = onThePage(outcome);
    assert.deepEqual(
      [success, errorType, error],
      [false, "cancelled", "cancelled: 0 of 2 page steps ran before it stopped"],
    );
    assert.deepEqual(
      notRun?.map((step) => [step.text, step.status]),
      STEPS.map((text) => [text, "skipped"]),
      "the page steps",
    );
    assert.equal(model.requests.length, 1, "no executor call");
    assert.equal(await docsTab(), DOCS);
  });

  it("cancelled after its first step: the rest skipped, and the task says it was cancelled, not done", async () => {
    model.reply(pageSteps(PLAN), call("page_type", { selector: "#q", text: "hotkey", submit: true }));
    const { success, errorType, error, pageSteps: ran } = onThePage((await pageTask("approved", 2)).outcome);
    assert.deepEqual(
      [success, errorType, error],
      [false, "cancelled", "cancelled: 1 of 2 page steps ran before it stopped"],
    );
    assert.deepEqual(
      ran?.map((step) => [step.status, step.message === "cancelled before it ran"]),
      [
        ["done", false],
        ["skipped", true],
      ],
      "the steps",
    );
  });

  it("an executor call with a bad input fails that step, naming what was wrong; the rest are skipped", async () => {
    model.reply(
      pageSteps([...PLAN, { text: "Read the page's heading, h1", tool: "page_html", target: { selector: "h1" } }]),
      call("page_type", { selector: "#q", text: "hotkey", submit: true }),
      call("page_click", { selector: "", click_type: "triple" }),
    );
    const result = onThePage((await pageTask("approved")).outcome);
    assert.equal(result.success, false);
    assert.deepEqual(
      result.pageSteps!.map((step) => step.status),
      ["done", "failed", "skipped"],
      "how each step ended",
    );
    assert.match(result.error!, /^page step 2 failed \("Click the first result link, \.result a"\)/);
    assert.match(result.pageSteps![1]!.message, /selector must not be empty/);
    assert.match(result.pageSteps![1]!.message, /click_type/);
    assert.equal(model.requests.length, 3, "no executor call for the skipped step");
    assert.equal(await docsTab(), `${DOCS}search?q=hotkey&version=1.0`, "only the first step ran");
  });

  it("an executor call other than the approved step fails it and stops the run; filled text may differ", async () => {
    const fill = { text: "Type a word into #q", tool: "page_type", target: { selector: "#q" }, fill_text: true };
    const read = { text: "Read the page's heading, h1", tool: "page_html", target: { selector: "h1" } };
    model.reply(
      pageSteps([fill, read, PLAN[1]]),
      call("page_type", { selector: "#q", text: "anything read", mode: "replace" }),
      call("page_click", { selector: ".result a" }),
    );
    const result = onThePage((await pageTask("approved")).outcome);
    assert.deepEqual(
      result.pageSteps!.map((step) => step.status),
      ["done", "failed", "skipped"],
      "how each step ended",
    );
    assert.match(result.error!, /^page step 2 failed \("Read the page's heading, h1"\)/);
    assert.equal(
      result.pageSteps![1]!.message,
      'the executor called page_click, not the approved page_html {"selector":"h1"}: nothing was done',
    );
    assert.equal(model.requests.length, 3, "no executor call after the step that failed");
    assert.equal(await docsTab(), DOCS, "no link was followed");
  });

  it("an approved step whose click sends a message is asked about as it acts: denied, nothing is sent", async () => {
    const compose =
      '<form id="m" action="/docs/sent" method="get"><textarea name="body">hi</textarea>' +
      '<button id="go">Send</button></form>';
    model.reply(
      pageSteps([{ text: "Click the button #go", tool: "page_click", target: { selector: "#go" } }]),
      call("page_click", { selector: "#go" }),
    );
    const { outcome, asked } = await pageTask("approved", undefined, compose);
    const result = onThePage(outcome);
    assert.equal(asked.length, 1, "the list was asked about once, by the page task's approver");
    assert.deepEqual(
      result.pageSteps!.map((step) => step.status),
      ["failed"],
      "the click was not approved as it acted",
    );
    assert.match(result.pageSteps![0]!.message, /not approved: Click "Send"/);
    assert.equal(await docsTab(), DOCS, "the form was not sent");
  });
});
