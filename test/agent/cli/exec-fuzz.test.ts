import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { createRunner, type DesktopSession } from "../../../agent/src/app/index.ts";
import { execContract } from "../../../agent/src/cli/exec.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { parseCommand, parseEnvelope } from "../../../agent/src/registry/index.ts";
import type { SpoonClient } from "../../../agent/src/spoon/index.ts";
import { fuzzOptions } from "../../support/fuzz-runs.ts";
import { MORE_SEEDS, nearValidEnvelope, validCommands } from "../../support/fuzz-envelopes.ts";
import { tempHome } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** Commands valid on the built-in desktop (its tab 504 is the Hammerspoon docs). */
const SEEDS = validCommands(MORE_SEEDS, (value, position) => parseCommand(value, position).ok);

/** The Spoon as the runner sees it, each operation asked of it noted. */
function recording(inner: SpoonClient, ops: string[]): SpoonClient {
  return {
    call: (op, params) => (ops.push(op), inner.call(op, params)),
    read: (op, params) => (ops.push(op), inner.read(op, params)),
    callApp: (op, params) => (ops.push(op.name), inner.callApp(op, params)),
  };
}

describe("exec, fuzzed on the simulated Mac: an invalid envelope is refused and nothing runs", () => {
  const sim = simMacForTests({ person: "absent" });
  const ops: string[] = [];
  let home: ReturnType<typeof tempHome>;
  let desktop: DesktopSession;
  /** What reading the desktop asks of the Spoon: all an invalid envelope may cost. */
  let reads: Set<string>;

  before(async () => {
    home = tempHome();
    const { spoon, presets } = sim.agent!;
    const runner = createRunner({
      ...{ spoon: recording(spoon, ops), presets, home: home.path, terminal: true },
      ...{ sleep: async () => {}, clock: sim.date, readConfig: sim.readConfig },
    });
    desktop = { spoon, runner, close: async () => {} };
    await runner.read();
    reads = new Set(ops);
  });
  after(() => home.remove());

  it("near-valid and arbitrary envelopes: rejected with a reason, the desktop as it was, only reads sent", async () => {
    const invalid = fc
      .oneof(
        nearValidEnvelope(SEEDS).map((near) => near.envelope),
        fc.jsonValue(),
      )
      .filter((value) => !parseEnvelope(value).ok);
    await fc.assert(
      fc.asyncProperty(invalid, async (envelope) => {
        const seen = sim.snapshot();
        ops.length = 0;
        const { output, code } = await execContract(desktop, { ok: true, value: envelope }, { yes: true });
        assert.equal(code, EXIT.badInput);
        assert.equal(output.result.success, false);
        assert.match(String(output.result.error), /^rejected: \S/);
        assert.deepEqual(sim.snapshot(), seen, "the desktop is as it was");
        const sent = ops.filter((op) => !reads.has(op));
        assert.deepEqual(sent, [], `only reads reach the Spoon, not ${sent.join(", ")}`);
      }),
      fuzzOptions(15),
    );
  });

  it("valid envelopes run to a result: never a throw", async () => {
    const valid = fc.array(fc.constantFrom(...SEEDS), { minLength: 1, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(valid, async (commands) => {
        const envelope = { commands, needs_clarification: false, clarification_reason: null };
        const { output, code } = await execContract(desktop, { ok: true, value: envelope }, { yes: true });
        assert.ok(Object.values(EXIT).includes(code as never), `exit status ${code}`);
        assert.equal(typeof output.result.success, "boolean");
      }),
      fuzzOptions(3),
    );
  });
});
