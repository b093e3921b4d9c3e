import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { REOPEN_TABS } from "../../../../spoon/src/apps/chrome/jxa-scripts.ts";
import { ChromeModel, type ChromeTab } from "../../../sim/apps/chrome/chrome-model.ts";
import { chromeScriptable } from "../../../sim/apps/chrome/chrome-scriptable.ts";
import { runOsascript } from "../../../sim/osascript/osascript.ts";

const tab = (id: number, host: string): ChromeTab => ({ id, title: host, url: `https://${host}/`, loading: false });
const hosts = (model: ChromeModel) => model.windows.map((window) => window.tabs.map((t) => new URL(t.url).host));

/** REOPEN_TABS as hs.task runs it: `osascript -l JavaScript -e REOPEN_TABS {"tabs": [...]}`. */
function reopen(model: ChromeModel, tabs: object[], automation?: Record<string, "denied">) {
  return runOsascript(["-l", "JavaScript", "-e", REOPEN_TABS, JSON.stringify({ tabs })], {
    apps: { "Google Chrome": chromeScriptable(model) },
    ...(automation ? { automation } : {}),
  });
}

/** The undo of closed tabs, in JXA against Chrome's dictionary (scripting.sdef). */
describe("REOPEN_TABS on the simulated Chrome", () => {
  it("opens each page at the end of its window, in the order given, or in a new window; prints their ids", () => {
    const window = { id: 10, tabs: [tab(1, "a.test"), tab(3, "c.test")], activeTabIndex: 1 };
    const model = new ChromeModel({ running: true, windows: [{ ...window, minimized: false, mode: "normal" }] });
    const tabs = [
      { windowIndex: 1, position: 2, url: "https://b.test/" },
      { windowIndex: 1, position: 9, url: "https://z.test/" },
      { windowIndex: 0, position: 1, url: "https://n.test/" },
    ];
    const result = reopen(model, tabs);
    assert.equal(result.stderr, "");
    const framed = /^(\d+):(.*)\n$/s.exec(result.stdout);
    assert.ok(framed);
    assert.equal(framed[2]!.length, Number(framed[1]));
    const opened = (JSON.parse(framed[2]!) as { opened: string[] }).opened;
    assert.deepEqual(
      hosts(model),
      [["n.test"], ["a.test", "c.test", "b.test", "z.test"]],
      "the URLs of each window's tabs: JXA cannot put a tab before another",
    );
    const ids = model.windows.flatMap((w) => w.tabs.map((t) => [new URL(t.url).host, String(t.id)]));
    const idOf = Object.fromEntries(ids) as Record<string, string>;
    assert.deepEqual(opened, [idOf["b.test"], idOf["z.test"], idOf["n.test"]], "the new tabs' ids, in order");
    assert.equal(model.windows[1]!.activeTabIndex, 4, "Chrome makes the last tab it opened the active one");
  });

  it("fails as osascript does when Automation is denied, opening nothing", () => {
    const model = new ChromeModel({ running: true, windows: [] });
    const denied = reopen(model, [{ windowIndex: 0, position: 1, url: "https://a.test/" }], {
      "Google Chrome": "denied",
    });
    assert.equal(denied.exitCode, 1);
    assert.match(denied.stderr, /Not authorized to send Apple events to Google Chrome\. \(-1743\)/);
    assert.equal(model.windows.length, 0);
  });
});
