import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { closeUnfinishedRuns } from "../../../agent/src/app/index.ts";
import { AuditLog, readAudit, type AuditEvent } from "../../../agent/src/audit/index.ts";
import { RunJournal } from "../../../agent/src/report/index.ts";
import { tempHome } from "../../support/index.ts";

const DAY_MS = 86_400_000;
/** A process that has ended: the one that wrote a killed run's command. */
const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
/** launchd / init: always there (and not ours: it answers EPERM, which still means alive). */
const ALIVE = 1;

/**
 * The agent's start: runs the audit log holds without a result (their process was killed) are closed as
 * interrupted, with what ran and what did not, and get their report; runs under way elsewhere, runs with a
 * result and runs older than a day are left alone.
 */
describe("closing the runs a killed process left without a result", () => {
  let home: ReturnType<typeof tempHome>;
  let closed: string[];
  const resultsOf = (run: string) =>
    readAudit(home.path).events.filter((e: AuditEvent) => e.run === run && e.event === "result");

  before(() => {
    home = tempHome();
    const journal = new RunJournal(home.path);
    let at = Date.now() - 60_000;
    const audit = new AuditLog(home.path, { maxBytes: 1 << 20, keep: 3, logTypedText: false, now: () => new Date(at) });
    /** What a process wrote for a run before it was killed: the audit line and the journal's. */
    const logged = (run: string, event: AuditEvent["event"], fields: Record<string, unknown>) =>
      journal.event(audit.record(run, event, fields));
    const plan = (...types: string[]) => ({ planner: "offline", commands: types.map((type) => ({ type })) });

    at = Date.now() - 2 * DAY_MS;
    logged("old", "command", { source: "cli", text: "from two days ago", pid: gone });
    at = Date.now() - 60_000;
    logged("killed", "command", { source: "cli", text: "tile my windows", pid: gone });
    logged("killed", "plan", plan("focus_app", "close_tab", "press_key"));
    logged("killed", "step", { command: { type: "focus_app" }, status: "done", message: "focused Safari" });
    logged("looked", "command", { source: "command bar", text: "search for ramen", pid: gone });
    logged("looked", "plan", { ...plan(), requires_observation: true, goal: "search for ramen" });
    logged("looked", "action", { action: { action: "left_click" }, status: "done", message: "clicked" });
    logged("looked", "action", { action: { action: "type", text: "ramen" }, status: "skipped", message: "skipped" });
    logged("finished", "command", { source: "cli", text: "list apps", pid: gone });
    logged("finished", "result", { success: true, message: "7 apps" });
    logged("under-way", "command", { source: "cli", text: "still running elsewhere", pid: ALIVE });
    logged("under-way", "plan", plan("close_tab"));
    closed = closeUnfinishedRuns(home.path);
  });
  after(() => home.remove());

  it("closes a killed plan's run as interrupted, naming the steps that ran, that may have, and that did not", () => {
    assert.deepEqual(
      closed.sort(),
      ["killed", "looked"],
      "the runs closed as interrupted: the killed and the looked, not the finished, old or running",
    );
    const [result] = resultsOf("killed");
    assert.ok(result);
    assert.deepEqual(
      [result.success, result.errorType, result.error, result.ran, result.mayHaveRun, result.notRun],
      [
        false,
        "interrupted",
        "interrupted: the agent stopped before the run ended",
        ["focus_app"],
        ["close_tab"],
        ["press_key"],
      ],
      "the close, under way or next when the agent stopped, may have run: it is never said not to have",
    );
    assert.equal(
      result.message,
      "interrupted: the agent stopped before the run ended: ran focus_app; " +
        "may have run (its answer never came): close_tab; not run: press_key",
    );
    const [looked] = resultsOf("looked");
    assert.deepEqual([looked?.ran, looked?.notRun], [["left_click"], ["type"]]);
  });

  it("turns each closed run's journal into its report", () => {
    const report = join(home.path, "runs", "killed.html");
    assert.ok(existsSync(report));
    assert.match(readFileSync(report, "utf8"), /interrupted: the agent stopped before the run ended/);
    assert.ok(!existsSync(join(home.path, "runs", "killed.jsonl")), "the journal became the report");
  });

  it("leaves runs with a result, runs whose process still runs and runs older than a day alone; once", () => {
    assert.equal(resultsOf("finished").length, 1);
    assert.equal(resultsOf("under-way").length, 0);
    assert.equal(resultsOf("old").length, 0);
    assert.deepEqual(closeUnfinishedRuns(home.path), [], "nothing left to close the second time");
    assert.equal(resultsOf("killed").length, 1);
  });
});
