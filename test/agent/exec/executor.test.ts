import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, afterEach, before, describe, it } from "node:test";
import { parseEnvelope, type Plan } from "../../../agent/src/registry/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { OpRefused } from "../../../agent/src/errors/index.ts";
import { printOutput } from "../../../agent/src/cli/output.ts";
import { executePlan } from "../../../agent/src/exec/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { fakeContext } from "../../fakes/command-context.ts";
import { fakeSpoon, type FakeAnswers } from "../../fakes/spoon-client.ts";
import { DESKTOPS } from "../../support/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

function plan(...commands: object[]): Plan {
  const checked = parseEnvelope({ commands, needs_clarification: false, clarification_reason: null });
  assert.ok(checked.ok, checked.ok ? "" : checked.error);
  return checked.envelope;
}

function execute(answers: FakeAnswers, commands: object[]) {
  const spoon = fakeSpoon(answers);
  const ctx = fakeContext(spoon, desktop);
  return { spoon, result: executePlan(plan(...commands), ctx) };
}

describe("the executor's two error channels", () => {
  const logs: LogRecord[] = [];
  let restore: () => void;
  // Set once this block runs, not as it is declared: the test files sharing its process declare theirs meanwhile.
  before(() => (restore = setLogSink((record) => logs.push(record), "debug")));
  afterEach(() => (logs.length = 0));
  after(() => restore());

  it("reports a TypeError inside an operation as internal, logged at error level, and skips the rest", async () => {
    const broken: FakeAnswers = {
      list_apps: () => {
        const nothing = undefined as unknown as { apps: [] };
        return { ok: true, value: { apps: nothing.apps } };
      },
    };
    const { spoon, result } = execute(broken, [{ type: "list_apps" }, { type: "list_tabs" }]);
    const done = await result;
    assert.equal(done.success, false);
    assert.equal(done.errorType, "internal");
    assert.match(done.error!, /^internal error in list_apps: Cannot read properties of undefined/);
    assert.deepEqual(
      done.steps.map((s) => s.status),
      ["failed", "skipped"],
      "the steps' statuses: the broken one failed, the next skipped",
    );
    assert.deepEqual(
      spoon.calls.map((c) => c.op),
      ["list_apps"],
      "the operations sent to the Spoon",
    );
    const errors = logs.filter((r) => r.level === "error");
    assert.equal(errors.length, 1);
    assert.equal(errors[0]!.errorType, "internal");
  });

  it("reports an expected failure as the step's own result, never as internal and never at error level", async () => {
    const refused: FakeAnswers = {
      focus_app: () => ({ ok: false, error: new OpRefused("Slack did not come to the front within 3s") }),
    };
    const done = await execute(refused, [{ type: "focus_app", app_name: "Slack" }]).result;
    assert.equal(done.success, false);
    assert.equal(done.errorType, "action");
    assert.equal(done.error, "Slack did not come to the front within 3s");
    assert.equal(done.steps[0]!.errorType, "action");
    assert.deepEqual(
      logs.filter((r) => r.level === "error"),
      [],
      "the records logged at error level: none",
    );
    assert.ok(logs.some((r) => r.level === "info" && r.msg === "step failed"));
  });

  it("gives no credential a thrown error quoted, expected or internal", async () => {
    const echo = "the service echoed Authorization: Bearer c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0";
    const throwing: FakeAnswers = {
      focus_app: () => {
        throw new OpRefused(echo);
      },
      list_apps: () => {
        throw new Error(echo);
      },
    };
    for (const command of [{ type: "focus_app", app_name: "Slack" }, { type: "list_apps" }]) {
      const done = await execute(throwing, [command]).result;
      assert.match(done.steps[0]!.message, /echoed Authorization: Bearer \[redacted\]$/, command.type);
    }
  });

  it("says there is nothing to do for an empty plan, and runs nothing", async () => {
    const done = await execute({}, []).result;
    assert.deepEqual(done, { success: true, message: "nothing to do", steps: [], iterations: 0 });
  });

  it("lists every step of a plan that failed part way, as done, failed and not run", async () => {
    const answers: FakeAnswers = {
      list_apps: () => ({ ok: true, value: { apps: [] } }),
      focus_app: () => ({ ok: false, error: new OpRefused("Slack did not come to the front within 3s") }),
    };
    const commands = [{ type: "list_apps" }, { type: "focus_app", app_name: "Slack" }, { type: "list_tabs" }];
    const result = await execute(answers, commands).result;
    const written: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((text: string) => (written.push(text), true)) as typeof process.stderr.write;
    try {
      printOutput({ plan: null, result, after: desktop }, false);
    } finally {
      process.stderr.write = write;
    }
    assert.equal(
      written.join(""),
      "hs-claude: Slack did not come to the front within 3s\n" +
        "  1. done: 0 apps running: \n" +
        "  2. FAILED: Slack did not come to the front within 3s\n" +
        "  3. not run: an earlier step failed\n",
    );
  });
});

/** One yes never approves a command it did not show. */
describe("a plan's question shows every command it approves", () => {
  const A = `echo ${"A".repeat(130)}`;
  const terminal = { ...desktop, apps: desktop.apps.map((app) => ({ ...app, frontmost: app.name === "Terminal" })) };
  const answers: FakeAnswers = {
    type_text: (params) => ({ ok: true, value: { typed: params.text.length, pasted: false, app: "Terminal" } }),
    press_key: () => ({ ok: true, value: { app: "Terminal", key: "return" } }),
    list_apps: () => ({ ok: true, value: { apps: terminal.apps.map((app) => ({ ...app, windows: 1 })) } }),
  };

  it("two commands sharing their first 130 characters are both shown, in full, and nothing more is asked", async () => {
    const asked: { title: string; detail: string }[] = [];
    const spoon = fakeSpoon(answers);
    const ctx = fakeContext(spoon, terminal as Snapshot, {
      approve: async (request) => (asked.push(request), { approved: true, by: "the test" }),
    });
    const commands = [
      { type: "type_text", text: `${A}; true` },
      { type: "press_key", key: "return" },
      { type: "type_text", text: `${A}; rm -rf ~` },
      { type: "press_key", key: "return" },
    ];
    const done = await executePlan(plan(...commands), ctx);
    assert.equal(done.success, true, done.error);
    assert.equal(asked.length, 1, "one question for the plan, none as it runs");
    assert.ok(asked[0]!.detail.includes(`"${A}; true"`), asked[0]!.detail);
    assert.ok(asked[0]!.detail.includes(`"${A}; rm -rf ~"`), asked[0]!.detail);
    assert.match(asked[0]!.title, /; true" in Terminal and run ".*; rm -rf ~" in Terminal\?$/);
  });
});
