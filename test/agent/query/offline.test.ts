import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { answerOffline, TabHistory } from "../../../agent/src/query/index.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

describe("questions answered without a model", () => {
  it("counts tabs, tabs of a site, apps and windows", () => {
    assert.equal(answerOffline("How many tabs are open?", dual), "9 tabs open");
    assert.match(answerOffline("how many reddit tabs do I have?", dual)!, /^3 reddit tabs: 2\. r\/programming/);
    assert.match(answerOffline("how many apps are running?", dual)!, /^7 apps running/);
  });

  it("names the apps without windows", () => {
    assert.equal(answerOffline("which apps have no windows?", dual), "No windows: Spotify, Finder");
  });

  it("knows apps by their aliases", () => {
    assert.equal(answerOffline("is chrome running?", dual), "yes, Google Chrome is running");
    assert.equal(answerOffline("is vscode open?", dual), "no, Visual Studio Code is installed but not running");
  });

  it("leaves what it cannot compute to Claude", () => {
    assert.equal(answerOffline("what should I work on next?", dual), undefined);
  });
});

describe("tab history", () => {
  it("records when each tab is first seen, keeps it across runs, and takes a new page under an old id as new", () => {
    const home = tempHome();
    try {
      let now = new Date("2026-11-01T10:00:00Z");
      const first = new TabHistory(join(home.path, "history.json"), () => now);
      first.observe(dual.tabs.slice(0, 2));
      now = new Date("2026-11-05T10:00:00Z");
      const again = new TabHistory(join(home.path, "history.json"), () => now);
      const seen = again.observe([dual.tabs[0]!, { ...dual.tabs[1]!, url: "https://example.com/" }, dual.tabs[2]!]);
      assert.deepEqual(
        seen.map((t) => t.firstSeen),
        ["2026-11-01T10:00:00.000Z", "2026-11-05T10:00:00.000Z", "2026-11-05T10:00:00.000Z"],
      );
      assert.match(
        answerOffline("what are my oldest tabs?", { ...dual, tabs: seen })!,
        /^Oldest tabs: 1\. anthropics\/claude-code/,
      );
    } finally {
      home.remove();
    }
  });
});
