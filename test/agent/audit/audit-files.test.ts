import assert from "node:assert/strict";
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { AuditLog } from "../../../agent/src/audit/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { tempHome } from "../../support/index.ts";

describe("the audit log's file", () => {
  let base: ReturnType<typeof tempHome>;
  beforeEach(() => (base = tempHome()));
  afterEach(() => base.remove());

  it("is never appended through a link: the file it points to stays as it was, and the warning names the link", () => {
    const home = join(base.path, "home");
    mkdirSync(home, { mode: 0o700 });
    const outside = join(base.path, "bashrc");
    writeFileSync(outside, "export PATH=/usr/bin\n");
    symlinkSync(outside, join(home, "audit.jsonl"));
    const logs: LogRecord[] = [];
    const restore = setLogSink((record) => logs.push(record), "warn");
    try {
      new AuditLog(home, { maxBytes: 1_000_000, keep: 3, logTypedText: false }).record("r", "command", { text: "x" });
    } finally {
      restore();
    }
    assert.equal(readFileSync(outside, "utf8"), "export PATH=/usr/bin\n");
    assert.ok(lstatSync(join(home, "audit.jsonl")).isSymbolicLink());
    assert.deepEqual(
      logs.map((record) => [record.msg, record.error]),
      [
        [
          "could not write the audit log",
          `${home}/audit.jsonl is a symbolic link; hs-claude does not follow links in its home: remove it`,
        ],
      ],
      "the warnings logged: the one that names the link",
    );
  });
});
