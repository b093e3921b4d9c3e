import assert from "node:assert/strict";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
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

  it("lists the saved presets, with the apps each places, and says when there are none", () => {
    const saved = "Presets: code space (Cursor, Google Chrome); writing (Notes); meeting (zoom.us)";
    for (const question of ["list presets?", "what presets do I have?", "show my saved layouts?"])
      assert.equal(answerOffline(question, dual), saved, question);
    assert.match(answerOffline("list presets?", { ...dual, presets: [] })!, /^no presets are saved yet/);
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
        "when each tab was first seen",
      );
      assert.match(
        answerOffline("what are my oldest tabs?", { ...dual, tabs: seen })!,
        /^Oldest tabs: 1\. anthropics\/claude-code/,
      );
    } finally {
      home.remove();
    }
  });

  it("keeps a history file it cannot read aside, reports it, and starts a new one instead of overwriting it", () => {
    const home = tempHome();
    const logs: LogRecord[] = [];
    const restore = setLogSink((record) => logs.push(record), "warn");
    try {
      const path = join(home.path, "history.json");
      writeFileSync(path, "{ not json");
      const history = new TabHistory(path, () => new Date("2026-11-01T10:00:00Z"));
      history.observe(dual.tabs.slice(0, 1));
      const aside = readdirSync(home.path).filter((name) => name.startsWith("history.json.corrupt-"));
      assert.equal(aside.length, 1);
      assert.equal(
        readFileSync(join(home.path, aside[0]!), "utf8"),
        "{ not json",
        "the person's file is kept as it was",
      );
      assert.deepEqual(
        Object.keys(JSON.parse(readFileSync(path, "utf8")).tabs),
        [String(dual.tabs[0]!.id)],
        "the tab ids of the new history file",
      );
      assert.equal(logs.length, 1);
      assert.equal(logs[0]!.level, "warn");
      assert.match(logs[0]!.msg, /could not be read; kept it aside/);
    } finally {
      restore();
      home.remove();
    }
  });
});
