import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { REOPEN_TABS } from "../../../../spoon/src/apps/chrome/applescripts.ts";
import { ChromeModel, type ChromeTab } from "./chrome-model.ts";
import { runOsascript } from "../../osascript/osascript.ts";
import { chromeScriptable } from "./chrome-scriptable.ts";

const tab = (id: number, host: string): ChromeTab => ({ id, title: host, url: `https://${host}/`, loading: false });
const urls = (model: ChromeModel) => model.windows.map((window) => window.tabs.map((t) => new URL(t.url).host));

function reopen(model: ChromeModel, argv: string[], automation?: Record<string, "denied">) {
  return runOsascript(["-l", "AppleScript", "-e", REOPEN_TABS, ...argv], {
    apps: { "Google Chrome": chromeScriptable(model) },
    ...(automation ? { automation } : {}),
  });
}

/** The one AppleScript the Spoon runs, as Chrome's insertInTabs:atIndex: carries it out. */
describe("REOPEN_TABS on the simulated Chrome", () => {
  it("opens each tab before the one now at its position, or at the end, or in a new window", () => {
    const model = new ChromeModel({
      running: true,
      windows: [
        { id: 10, tabs: [tab(1, "a.test"), tab(3, "c.test")], activeTabIndex: 1, minimized: false, mode: "normal" },
      ],
    });
    const argv = ["1", "2", "https://b.test/", "1", "9", "https://z.test/", "0", "1", "https://n.test/"];
    const result = reopen(model, argv);
    assert.equal(result.stderr, "");
    const framed = /^(\d+):(.*)\n$/s.exec(result.stdout);
    assert.ok(framed);
    assert.equal(framed[2]!.length, Number(framed[1]));
    assert.equal((JSON.parse(framed[2]!) as { opened: string[] }).opened.length, 3);
    assert.deepEqual(
      urls(model),
      [["n.test"], ["a.test", "b.test", "c.test", "z.test"]],
      "the URLs of each window's tabs",
    );
    assert.equal(model.windows[1]!.activeTabIndex, 4, "Chrome makes the last tab made the active one");
  });

  it("fails as osascript does when Automation is denied, and refuses a script it does not know", () => {
    const model = new ChromeModel({ running: true, windows: [] });
    const denied = reopen(model, ["0", "1", "https://a.test/"], { "Google Chrome": "denied" });
    assert.equal(denied.exitCode, 1);
    assert.match(denied.stderr, /execution error: Not authorized to send Apple events to Google Chrome\. \(-1743\)/);
    const other = runOsascript(["-l", "AppleScript", "-e", `${REOPEN_TABS}\n`], { apps: {} });
    assert.match(other.stderr, /syntax error: this AppleScript is not one the simulator knows/);
    assert.equal(model.windows.length, 0);
  });
});
