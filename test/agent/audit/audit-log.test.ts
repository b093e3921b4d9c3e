import assert from "node:assert/strict";
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { AuditLog, readAudit, startTrail } from "../../../agent/src/audit/index.ts";
import { describeEvent, sinceTime } from "../../../agent/src/cli/log.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { tempHome } from "../../support/index.ts";

describe("the audit log", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());
  const at = (iso: string) => () => new Date(iso);

  it("appends one whole JSON line per event under the run's id, typed text left out unless asked", () => {
    const log = new AuditLog(home.path, {
      maxBytes: 1_000_000,
      keep: 3,
      logTypedText: false,
      now: at("2026-11-23T08:00:00Z"),
    });
    const trail = startTrail(log, "command bar", "search youtube for ramen", "run-1");
    trail.record("step", {
      command: { type: "type_text", text: "ramen 🍜" },
      status: "done",
      message: "pasted 7 characters",
    });
    trail.record("action", {
      action: { action: "type", text: "secret" },
      status: "done",
      message: "typed 6 characters",
    });
    const planned = { text: "Type the code", tool: "page_type", target: { selector: "#pin", text: "4321" } };
    trail.record("plan", { planner: "page", steps: [planned] });
    const lines = readFileSync(log.path, "utf8").split("\n").filter(Boolean);
    assert.equal(lines.length, 4);
    const [command, step, action, plan] = lines.map((line) => JSON.parse(line));
    assert.deepEqual(plan.steps[0].target, { selector: "#pin", text: "[4 characters]" }, "a planned step's text");
    assert.deepEqual(command, {
      time: "2026-11-23T08:00:00.000Z",
      run: "run-1",
      event: "command",
      source: "command bar",
      text: "search youtube for ramen",
      pid: process.pid,
    });
    assert.equal(step.command.text, "[7 characters]");
    assert.equal(action.action.text, "[6 characters]");
    const open = new AuditLog(home.path, { maxBytes: 1_000_000, keep: 3, logTypedText: true });
    open.record("run-2", "action", { action: { action: "type", text: "kept" } });
    assert.deepEqual(readAudit(home.path).events.at(-1)!.action, { action: "type", text: "kept" });
  });

  it("skips a line torn by a crash and reads every whole one", () => {
    const log = new AuditLog(home.path, { maxBytes: 1_000_000, keep: 3, logTypedText: false });
    log.record("r", "command", { source: "cli", text: "one" });
    appendFileSync(log.path, '{"time":"2026-11-23T08:00:00Z","run":"r","ev');
    // The next process (the agent restarted after the crash) starts its first event on a line of its own.
    new AuditLog(home.path, { maxBytes: 1_000_000, keep: 3, logTypedText: false }).record("r", "result", { ok: 1 });
    const { events, skipped } = readAudit(home.path);
    assert.deepEqual([events.length, skipped], [2, 1], "the event after the torn line is whole");
  });

  it("rotates by size, keeping so many older files, and reads them oldest first", () => {
    const log = new AuditLog(home.path, { maxBytes: 300, keep: 2, logTypedText: false });
    for (let n = 1; n <= 12; n++) log.record("r", "step", { n, message: "x".repeat(60) });
    assert.ok(existsSync(join(home.path, "audit.1.jsonl")) && existsSync(join(home.path, "audit.2.jsonl")));
    assert.ok(!existsSync(join(home.path, "audit.3.jsonl")));
    const numbers = readAudit(home.path, 2).events.map((event) => event.n as number);
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => a - b),
      "oldest first",
    );
    assert.equal(numbers.at(-1), 12);
  });

  it("writes every event when rotating fails (a folder at the oldest file), and says which file is in the way", () => {
    mkdirSync(join(home.path, "audit.2.jsonl"));
    const warnings: LogRecord[] = [];
    const restore = setLogSink((record) => warnings.push(record), "warn");
    try {
      const log = new AuditLog(home.path, { maxBytes: 300, keep: 2, logTypedText: false });
      for (let n = 1; n <= 12; n++) log.record("r", "step", { n, message: "x".repeat(60) });
    } finally {
      restore();
    }
    const kept = ["audit.1.jsonl", "audit.jsonl"].flatMap((name) =>
      readFileSync(join(home.path, name), "utf8").trimEnd().split("\n"),
    );
    assert.equal(JSON.parse(kept.at(-1)!).n, 12, "the last event is written");
    assert.ok(statSync(join(home.path, "audit.jsonl")).size <= 300, "the log is still rotated, so bounded");
    assert.ok(warnings.length > 0);
    for (const warning of warnings) {
      assert.equal(warning.msg, "could not rotate the audit log as it should; events are still written");
      assert.match(String(warning.error), /audit\.2\.jsonl/);
    }
  });

  it("hs-claude log's --since takes dates, times and ages, and describes events readably", () => {
    const now = Date.parse("2026-11-23T10:00:00Z");
    assert.equal(sinceTime("2h", now), Date.parse("2026-11-23T08:00:00Z"));
    assert.equal(sinceTime("30m", now), Date.parse("2026-11-23T09:30:00Z"));
    assert.equal(sinceTime("2026-11-22", now), Date.parse("2026-11-22"));
    assert.throws(() => sinceTime("yesterday-ish", now), /neither a day .*, a date or time .* nor an age/);
    const line = describeEvent({
      time: "2026-11-23T08:00:01.000Z",
      run: "0123456789",
      event: "approval",
      title: "Quit Slack?",
      answer: "declined",
      reason: "nobody answered",
    });
    assert.equal(line, "2026-11-23 08:00:01Z  01234567  approval Quit Slack? → declined (nobody answered)");
  });
});
