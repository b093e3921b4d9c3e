import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { answeredAs, personApprover } from "../../../agent/src/exec/index.ts";
import { fakeSpoon } from "../../fakes/spoon-client.ts";

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
