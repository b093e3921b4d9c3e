import assert from "node:assert/strict";
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { TabHistory } from "../../../agent/src/query/index.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

describe("the tab history's files", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());

  it("never writes through a link left at history.json.tmp", () => {
    const outside = join(home.path, "shell-history");
    writeFileSync(outside, "ls\n");
    symlinkSync(outside, join(home.path, "history.json.tmp"));
    TabHistory.inHome(home.path).observe(dual.tabs.slice(0, 2));
    assert.equal(readFileSync(outside, "utf8"), "ls\n");
    const kept = JSON.parse(readFileSync(join(home.path, "history.json"), "utf8")) as { tabs: object };
    assert.equal(Object.keys(kept.tabs).length, 2, "the history is written all the same, through a file of its own");
  });
});
