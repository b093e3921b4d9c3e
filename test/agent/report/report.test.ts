import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { AuditLog, startTrail } from "../../../agent/src/audit/index.ts";
import { KEPT_REPORTS, listRuns, markOf, reportName, RunJournal, runPages } from "../../../agent/src/report/index.ts";
import { tempHome } from "../../support/index.ts";

const options = { maxBytes: 1 << 20, keep: 2, logTypedText: false };
const shot = { data: "aGVsbG8=", mediaType: "image/jpeg", image: { w: 1280, h: 720 } };

describe("run reports", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  it("draws a point for clicks, a line for drags, a box for zooms, and nothing for keys", () => {
    assert.deepEqual(markOf({ action: "left_click", coordinate: [10, 20] }, 1), {
      kind: "point",
      x: 10,
      y: 20,
      label: "1",
    });
    assert.deepEqual(markOf({ action: "left_click_drag", start_coordinate: [1, 2], coordinate: [3, 4] }, 2), {
      kind: "drag",
      from: [1, 2],
      to: [3, 4],
      label: "2",
    });
    assert.equal(markOf({ action: "zoom", region: [0, 0, 50, 40] }, 3)?.kind, "box");
    assert.equal(markOf({ action: "key", text: "Return" }, 4), undefined);
    assert.equal(markOf({ action: "left_click", coordinate: ["x", 1] }, 5), undefined);
  });

  it("writes one page per run from what the CLI and the agent each recorded, as text, never markup", () => {
    const audit = new AuditLog(home.path, options);
    const cli = startTrail(audit, "cli", "close <script>alert(1)</script> tabs", "run-1", new RunJournal(home.path));
    // The agent's half of the same run, in another process sharing the home.
    const agent = startTrail(audit, "cli", undefined, "run-1", new RunJournal(home.path));
    agent.turn({ iteration: 1, screenshot: shot, reasoning: "<img src=x onerror=alert(1)>", actions: [], ms: 5 });
    agent.record("action", { action: { action: "type", text: "secret" }, status: "done", message: "typed" });
    assert.equal(listRuns(home.path).length, 0, "no report before the result");
    cli.record("result", { success: true, message: "done", usage: { calls: 1, costUsd: 0.01 } });
    const html = readFileSync(join(home.path, "runs", "run-1.html"), "utf8");
    assert.ok(!html.includes("<script>alert"), "the command is text");
    assert.ok(!html.includes("<img src=x"), "what the model said is text");
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.ok(!html.includes("secret"), "typed text is kept by its length, as in the audit log");
    assert.match(html, /\[6 characters\]/);
    assert.match(html, /data:image\/jpeg;base64,aGVsbG8=/);
    assert.deepEqual(
      listRuns(home.path).map((run) => [run.name, run.success, run.calls, run.costUsd, run.screenshots]),
      [["run-1", true, 1, 0.01, 1]],
      "the runs listed: name, success, calls, cost and screenshots",
    );
    assert.ok(!existsSync(join(home.path, "runs", "run-1.jsonl")), "the journal is gone");
  });

  it("serves the history, the last run and each report by name; nothing else", () => {
    const pages = runPages(home.path);
    const history = pages("/runs");
    assert.equal(history?.status, 200);
    assert.match(history?.status === 200 ? history.html : "", /href="\/runs\/run-1"/);
    assert.deepEqual(pages("/runs/last"), { status: 302, location: "/runs/run-1" });
    assert.equal(pages("/runs/run-1")?.status, 200);
    for (const path of ["/runs/nope", "/runs/../token", "/runs/run-1.json", "/runsx"])
      assert.equal(pages(path), undefined, path);
  });

  it("names files after the run only when the id is plain, and keeps the newest reports", () => {
    assert.equal(reportName("abc-123"), "abc-123");
    assert.match(reportName("../../etc/passwd"), /^[0-9a-f]{32}$/);
    const audit = new AuditLog(home.path, options);
    for (let i = 0; i < KEPT_REPORTS + 2; i++)
      startTrail(audit, "lua", `focus ${i}`, `many-${i}`, new RunJournal(home.path)).record("result", {
        success: true,
      });
    const files = readdirSync(join(home.path, "runs"));
    assert.equal(files.filter((f) => f.endsWith(".html")).length, KEPT_REPORTS);
  });
});
