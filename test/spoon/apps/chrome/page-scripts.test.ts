import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MANAGE_TABS } from "../../../../spoon/src/apps/chrome/page-scripts.ts";
import { ChromeModel } from "../../../sim/apps/chrome/chrome-model.ts";
import { chromeScriptable } from "../../../sim/apps/chrome/chrome-scriptable.ts";
import { runOsascript } from "../../../sim/osascript/osascript.ts";

/** MANAGE_TABS as hs.task runs it, against a Chrome that is not running; what it printed. */
function manage(model: ChromeModel, want: object): { ok: boolean; reason?: string } {
  const result = runOsascript(["-l", "JavaScript", "-e", MANAGE_TABS, JSON.stringify(want)], {
    apps: { "Google Chrome": chromeScriptable(model) },
  });
  assert.equal(result.stderr, "");
  return JSON.parse(result.stdout.replace(/^\d+:/, "")) as { ok: boolean; reason?: string };
}

describe("page_tabs in Chrome (MANAGE_TABS)", () => {
  it("lists, switches and closes nothing in a Chrome that is not running, and does not start it (E15)", () => {
    for (const want of [{ action: "list" }, { action: "switch", tab: "1" }, { action: "close", tab: "1" }]) {
      const model = new ChromeModel({ running: false, windows: [] });
      assert.deepEqual(manage(model, want), { ok: false, reason: "not running" }, want.action);
      assert.equal(model.running, false, `${want.action} left Chrome as it was`);
      assert.equal(model.appleEvents, 0, `${want.action} sent Chrome no Apple event`);
    }
  });

  it("opening a page starts Chrome, as the person asked for a page", () => {
    const model = new ChromeModel({ running: false, windows: [] });
    assert.equal(manage(model, { action: "open", url: "https://a.test/" }).ok, true);
    assert.equal(model.running, true);
  });
});
