import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { RUN_WITH_YES, type ExecResult } from "../../../agent/src/exec/index.ts";
import { commandOutcome, toolResult } from "../../../agent/src/mcp/results.ts";

const NOBODY = `there is no one to ask: no terminal here and nobody answered at the Mac${RUN_WITH_YES}`;

/** A run whose second step was refused as it ran (a question only met then), as the executor reports it. */
const refusedMidRun = (): ExecResult => {
  const refused = `not approved: Send "hi" in Slack? (${NOBODY}); this step did not run`;
  return {
    success: false,
    message: `failed: ${refused}`,
    error: refused,
    errorType: "cancelled",
    iterations: 1,
    steps: [
      { command: { type: "type_text", text: "hi" } as never, status: "done", message: "typed 2 characters" },
      { command: { type: "press_key", key: "return" } as never, status: "failed", message: refused },
    ],
  };
};

describe("an MCP tool's outcome", () => {
  it("never tells a client to run with --yes, wherever a refusal says it; it says who approves instead", () => {
    const outcome = commandOutcome(refusedMidRun());
    assert.doesNotMatch(JSON.stringify(outcome), /--yes to approve/);
    assert.match(outcome.message, /^failed: not approved: Send "hi" in Slack\?.*\nAn MCP client cannot approve this/s);
    assert.match(outcome.steps[1]!.message, /^not approved: Send "hi" in Slack\? \(there is no one to ask: /);
  });

  it("gives a client no credential a thrown error or a step's result quoted", () => {
    const echoed = "the accounts service answered 400: Authorization: Basic Y2xpZW50OnNlY3JldHNlY3JldHNlY3JldA==";
    const result = toolResult({
      ...{ success: false, message: `failed: ${echoed}`, errorType: "app" },
      steps: [{ tool: "spotify_play", status: "failed", message: echoed, result: { refresh_token: "AQDx9" } }],
    });
    const seen = JSON.stringify(result);
    assert.doesNotMatch(seen, /Y2xpZW50OnNlY3JldHNlY3JldHNlY3JldA|AQDx9/, "the credentials left out");
    assert.match(seen, /Basic \[redacted\]/);
  });
});
