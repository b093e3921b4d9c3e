import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { LOCK_STALE_MS, withFileLock } from "../../../agent/src/store/index.ts";
import { tempHome } from "../../support/index.ts";

describe("a store's lock file", () => {
  let home: ReturnType<typeof tempHome>;
  let file: string;
  let lock: string;
  beforeEach(() => {
    home = tempHome();
    file = join(home.path, "aliases.json");
    lock = `${file}.lock`;
  });
  afterEach(() => home.remove());

  it("is held while the work runs, says who holds it, and is gone after, even when the work fails", () => {
    const held = withFileLock(file, () => JSON.parse(readFileSync(lock, "utf8")) as { pid: number });
    assert.equal(held.pid, process.pid);
    assert.ok(!existsSync(lock));
    assert.throws(() => withFileLock(file, () => assert.fail("the work failed")), /the work failed/);
    assert.ok(!existsSync(lock));
  });

  it("is broken when its process is gone, or when it is older than a holder ever needs", () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lock, JSON.stringify({ pid: gone, since: Date.now() }));
    assert.equal(
      withFileLock(file, () => "ran"),
      "ran",
    );
    writeFileSync(lock, JSON.stringify({ pid: process.pid, since: Date.now() - LOCK_STALE_MS - 1_000 }));
    assert.equal(
      withFileLock(file, () => "ran"),
      "ran",
    );
    assert.ok(!existsSync(lock));
  });

  it("held by a live process, is waited for up to a limit, then named in the error", () => {
    const since = Date.now();
    writeFileSync(lock, JSON.stringify({ pid: process.pid, since }));
    assert.throws(() => withFileLock(file, () => assert.fail("ran without the lock"), { waitMs: 30 }), {
      name: "InputError",
      message:
        `${file} is being changed by process ${process.pid} (since ${new Date(since).toISOString()}) ` +
        `and stayed locked: if no hs-claude is running, remove ${lock}`,
    });
    assert.ok(existsSync(lock), "another's lock is left alone");
  });
});
