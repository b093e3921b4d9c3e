import assert from "node:assert/strict";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { AuditLog, startTrail } from "../../../agent/src/audit/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { RunJournal } from "../../../agent/src/report/index.ts";
import { tempHome } from "../../support/index.ts";

const options = { maxBytes: 1 << 20, keep: 2, logTypedText: false };

/** Writes a file and makes it two days old (older than any journal the pruning keeps). */
function oldFile(path: string, text: string): void {
  writeFileSync(path, text);
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  utimesSync(path, twoDaysAgo, twoDaysAgo);
}

/** One finished run in `home`'s report journal; returns the warnings logged meanwhile. */
function finishRun(home: string, run: string): LogRecord[] {
  const logs: LogRecord[] = [];
  const restore = setLogSink((record) => logs.push(record), "warn");
  try {
    const trail = startTrail(new AuditLog(home, options), "cli", "focus notes", run, new RunJournal(home));
    trail.record("result", { success: true, message: "Notes is in front" });
  } finally {
    restore();
  }
  return logs;
}

describe("run reports on disk", () => {
  let base: ReturnType<typeof tempHome>;
  let home: string;
  beforeEach(() => {
    base = tempHome();
    home = join(base.path, "home");
    mkdirSync(home, { mode: 0o700 });
  });
  afterEach(() => base.remove());

  it("writes nothing and deletes nothing through a runs folder that is a link, and says which link", () => {
    const elsewhere = join(base.path, "Documents");
    mkdirSync(elsewhere);
    oldFile(join(elsewhere, "diary.jsonl"), "the person's own\n");
    oldFile(join(elsewhere, "index.html"), "<p>mine</p>\n");
    symlinkSync(elsewhere, join(home, "runs"));
    const logs = finishRun(home, "run-1");
    assert.deepEqual(
      readdirSync(elsewhere).sort(),
      ["diary.jsonl", "index.html"],
      "the files in the linked folder: as they were",
    );
    assert.equal(readFileSync(join(elsewhere, "diary.jsonl"), "utf8"), "the person's own\n");
    assert.ok(logs.length > 0, "the report's loss is logged");
    for (const record of logs)
      assert.match(
        String(record.error),
        new RegExp(`^${home}/runs is a symbolic link; hs-claude does not follow links in its home: remove it$`),
      );
  });

  it("prunes only the journals it wrote in its own runs folder, never the person's files there", () => {
    const runs = join(home, "runs");
    mkdirSync(runs, { mode: 0o700 });
    oldFile(join(runs, "abandoned-run.jsonl"), '{"time":"2026-01-01T00:00:00Z","run":"abandoned-run"}\n');
    oldFile(join(runs, "Holiday photos.jsonl"), "the person's\n");
    oldFile(join(runs, "notes.txt"), "the person's\n");
    mkdirSync(join(runs, "archive.jsonl"));
    finishRun(home, "run-2");
    assert.deepEqual(
      readdirSync(runs).sort(),
      ["Holiday photos.jsonl", "archive.jsonl", "notes.txt", "run-2.html", "run-2.json"],
      "the files left in the runs folder: the person's, and the newest journals",
    );
  });

  it("never appends a run's events through a journal that is a link", () => {
    const runs = join(home, "runs");
    mkdirSync(runs, { mode: 0o700 });
    const outside = join(base.path, "profile");
    writeFileSync(outside, "mine\n");
    symlinkSync(outside, join(runs, "run-3.jsonl"));
    finishRun(home, "run-3");
    assert.equal(readFileSync(outside, "utf8"), "mine\n");
  });
});
