import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { HsClaudeError } from "../../../agent/src/errors/index.ts";
import { answeredAs, personApprover } from "../../../agent/src/exec/index.ts";
import { fakeSpoon } from "../../fakes/spoon-client.ts";
import { until } from "../../support/index.ts";

/** Issue 18 review, S2: a yes at the CLI's terminal approves the question it saw, whole, and nothing else. */
describe("a question answered at the CLI's terminal", () => {
  const shown = {
    title: 'Run "echo AAAA…" in Terminal?',
    detail: 'The plan wants to type "echo AAAA; true" into Terminal.',
  };
  const other = { title: shown.title, detail: 'The plan wants to type "echo AAAA; rm -rf ~" into Terminal.' };

  it("approves that question unasked; one sharing its title but not its detail is asked at the Mac", async () => {
    const spoon = fakeSpoon({ ask_approval: () => ({ ok: true, value: { answer: "declined" } }) });
    const approve = personApprover({ yes: false, spoon, terminal: false, answered: answeredAs(shown, "the terminal") });
    assert.deepEqual(await approve(shown), { approved: true, by: "the terminal" });
    assert.equal(spoon.calls.length, 0, "not asked again");
    assert.deepEqual(await approve(other), { approved: false, reason: "declined at the Mac" });
    assert.deepEqual(
      spoon.calls.map((call) => (call.params as { detail: string }).detail),
      [other.detail],
      "the details of the questions asked at the Mac: only the other one",
    );
  });
});

/** A run cancelled while it asks at the Mac: the question is withdrawn, and the run goes on at once, approving none. */
describe("a question at the Mac whose run is cancelled", () => {
  const question = { title: "Close 3 tabs?", detail: "r/programming, r/macapps, Reddit" };
  const WITHDRAWN = "the run was cancelled: the question at the Mac was withdrawn";
  const noAnswer = () => new Promise<never>(() => {});

  it("is withdrawn by its key, and the run goes on at once even when the Spoon cannot withdraw it", async () => {
    const spoon = fakeSpoon({
      ask_approval: noAnswer,
      withdraw_question: () => ({ ok: false, error: new HsClaudeError("unknown op withdraw_question", "action") }),
    });
    const cancel = new AbortController();
    const asking = personApprover({ yes: false, spoon, terminal: false, signal: cancel.signal })(question);
    await until(() => spoon.calls.length === 1, "asked at the Mac");
    cancel.abort();
    assert.deepEqual(await asking, { approved: false, reason: WITHDRAWN, withdrawn: true });
    const [asked, withdrawn] = spoon.calls.map((call) => call.params as { key?: string });
    assert.deepEqual(
      spoon.calls.map((call) => call.op),
      ["ask_approval", "withdraw_question"],
      "the operations",
    );
    assert.match(asked!.key!, /^[0-9a-f-]{36}$/);
    assert.equal(withdrawn!.key, asked!.key, "the very question withdrawn");
  });

  it("takes no approval that comes after the cancel", async () => {
    let approve = () => {};
    const spoon = fakeSpoon({
      ask_approval: () =>
        new Promise((resolve) => (approve = () => resolve({ ok: true, value: { answer: "approved" } }))),
      withdraw_question: () => ({ ok: true, value: { withdrawn: false } }),
    });
    const cancel = new AbortController();
    const asking = personApprover({ yes: false, spoon, terminal: false, signal: cancel.signal })(question);
    await until(() => spoon.calls.length === 1, "asked at the Mac");
    cancel.abort();
    approve();
    assert.deepEqual(await asking, { approved: false, reason: WITHDRAWN, withdrawn: true });
  });

  it("asks nothing once the run was cancelled before it asked", async () => {
    const spoon = fakeSpoon({});
    const cancel = new AbortController();
    cancel.abort();
    const answer = await personApprover({ yes: false, spoon, terminal: false, signal: cancel.signal })(question);
    assert.deepEqual([answer.approved, spoon.calls.length], [false, 0]);
  });
});
