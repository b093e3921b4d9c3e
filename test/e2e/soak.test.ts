import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { tempHome } from "../support/index.ts";
import { checkAuditLog } from "../support/soak-audit.ts";
import { SOAK_MIX } from "../support/soak-ops.ts";
import { soak } from "../support/soak.ts";

/** Two rounds of the mix: every kind of operation twice, on one agent, through two sessions (`npm run soak`: 10k). */
const OPS = 2 * SOAK_MIX.length;
/** Far above what the soak grows by (the Spoon's Lua heap settles in its first rounds): a leak, not noise. */
const RSS_CEILING_BYTES = 256 * 2 ** 20;
const HEAP_CEILING_BYTES = 64 * 2 ** 20;

describe("the soak: mixed operations on one agent and its Spoon", () => {
  it("ends every operation as expected, leaves nothing open, and logs every run whole", async () => {
    const report = await soak(OPS);
    assert.deepEqual(report.failures, [], "operations that did not end as expected");
    assert.deepEqual(report.leftOpen, [], "handles and timers left after the agent and its Mac closed");
    assert.ok(report.spoon.after.timers <= report.spoon.idle.timers, `timers ${JSON.stringify(report.spoon)}`);
    assert.ok(report.spoon.after.tasks <= report.spoon.idle.tasks, `tasks ${JSON.stringify(report.spoon)}`);
    assert.deepEqual(report.audit.problems, [], "what is wrong with the audit log");
    assert.equal(report.audit.runs, report.runs, "every run in the log, and nothing else");
    assert.ok(
      report.runs > OPS / 2 && report.runs < OPS,
      `runs ${report.runs}: reads and shapeless envelopes are none`,
    );
    const { idle, after } = report.memory;
    assert.ok(after.rssBytes - idle.rssBytes < RSS_CEILING_BYTES, `rss ${idle.rssBytes} → ${after.rssBytes}`);
    assert.ok(after.heapUsedBytes - idle.heapUsedBytes < HEAP_CEILING_BYTES, `heap → ${after.heapUsedBytes}`);
  });
});

describe("the soak's audit check", () => {
  const logOf = (lines: string[]) => {
    const home = tempHome();
    writeFileSync(join(home.path, "audit.jsonl"), lines.map((line) => `${line}\n`).join(""));
    try {
      return checkAuditLog(home.path);
    } finally {
      home.remove();
    }
  };
  const event = (run: string, name: string) => JSON.stringify({ time: "t", run, event: name });

  it("passes runs that go command, plan, what they did, result", () => {
    const check = logOf(["command", "plan", "step", "result"].map((e) => event("a", e)).concat(event("b", "command")));
    assert.equal(check.runs, 2);
    assert.equal(check.problems.length, 1, "b has no plan and no result yet");
    const whole = logOf(["a", "b"].flatMap((run) => ["command", "plan", "step", "result"].map((e) => event(run, e))));
    assert.deepEqual(whole.problems, [], "two whole runs");
  });

  it("finds a torn line, a result before the plan, and a run with two results", () => {
    const check = logOf([
      event("a", "command"),
      event("a", "result"),
      event("a", "plan"),
      '{"time":"t","run":"b"',
      ...["command", "plan", "result", "result"].map((e) => event("c", e)),
    ]);
    assert.equal(check.problems.length, 3, check.problems.join("\n"));
  });
});
