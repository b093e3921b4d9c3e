import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseEnvelope } from "../../../agent/src/registry/index.ts";
import { mainIn } from "../../support/capture.ts";
import { homeForSuite } from "../../support/index.ts";

/**
 * `exec` takes the envelope as a person writes it (VERIFY_ON_MAC.md's `{"commands":[{"type":"list_apps"}]}`): with
 * nothing to ask, the question's fields may be left out. A planner's or the model's envelope stays whole.
 */
describe("exec takes an envelope without its question's fields", () => {
  homeForSuite();

  it("runs {commands} alone, printing the plan as the contract has it", async () => {
    const { code, stdout, stderr } = await mainIn(["exec", "--sim", "--json", '{"commands":[{"type":"list_apps"}]}']);
    assert.equal(code, 0, stderr);
    const { plan, result } = JSON.parse(stdout) as { plan: Record<string, unknown>; result: { success: boolean } };
    assert.deepEqual([plan.needs_clarification, result.success], [false, true]);
  });

  it("names a field of the wrong kind in a person's words", async () => {
    const contract = '{"commands":[{"type":"list_apps"}],"needs_clarification":"no"}';
    const { code, stderr } = await mainIn(["exec", "--sim", contract]);
    assert.deepEqual(
      [code, stderr],
      [2, 'hs-claude: rejected: needs_clarification: must be true or false (got "no")\n'],
    );
  });

  it("a planner's envelope without needs_clarification is still refused", () => {
    const checked = parseEnvelope({ commands: [{ type: "list_apps" }] });
    assert.deepEqual(checked, {
      ok: false,
      error: "needs_clarification: Invalid input: expected boolean, received undefined",
    });
  });
});
