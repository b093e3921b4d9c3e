import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { openDesktop } from "../../../agent/src/cli/desktop.ts";
import { readContractInput } from "../../../agent/src/cli/exec.ts";
import { readSnapshotFile } from "../../../agent/src/cli/snapshot-file.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";
import { envelope } from "../../support/cli.ts";

/** What Windows editors (Notepad) and PowerShell's Out-File put at the start of a UTF-8 file. */
const BOM = "\uFEFF";
const LIST_APPS = envelope({ type: "list_apps" });

describe("a UTF-8 byte-order mark before the JSON is read past", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());

  it("in CONTRACT given as text and as @file", () => {
    const file = join(home.path, "plan.json");
    writeFileSync(file, BOM + LIST_APPS);
    const expected = { ok: true, value: JSON.parse(LIST_APPS) };
    assert.deepEqual(readContractInput(BOM + LIST_APPS), expected);
    assert.deepEqual(readContractInput(`@${file}`), expected);
  });

  it("in a snapshot file (--context, --sim FILE)", async () => {
    const text = readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8");
    const file = join(home.path, "desktop.json");
    writeFileSync(file, BOM + text);
    assert.equal(readSnapshotFile(file).tabs.length, 9);
    const desktop = await openDesktop(file, { home: home.path });
    try {
      assert.equal((await desktop.runner.read()).tabs.length, 9);
    } finally {
      await desktop.close();
    }
  });

  it("only at the very start: one inside the text is still not JSON", () => {
    const read = readContractInput(`${LIST_APPS.slice(0, 1)}${BOM}${LIST_APPS.slice(1)}`);
    assert.equal(read.ok, false);
    assert.match(read.ok ? "" : read.error, /^CONTRACT is not JSON: /);
  });
});
