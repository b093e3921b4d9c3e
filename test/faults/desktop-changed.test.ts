import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { executePlan, readSnapshot, type ExecResult } from "../../agent/src/exec/index.ts";
import type { Envelope } from "../../agent/src/registry/index.ts";
import { checkedPlan as plan, fakeContext } from "../fakes/command-context.ts";
import { DESKTOPS } from "../support/index.ts";
import { simMacForTests } from "../support/sim-mac.ts";

/**
 * The person changes the desktop between the plan and its execution: a tab they close is never taken for the tab
 * that now has its index; a window they moved is placed from where it is now, one they closed fails saying so.
 */
describe("the desktop changed between the plan and its execution", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true }, "each test");

  /** The plan made on the desktop as it was, run after `change()`. */
  async function run(envelope: Envelope, change: () => void): Promise<ExecResult> {
    const { spoon, presets } = sim.agent!;
    const read = () => readSnapshot(spoon, presets.list());
    const before = await read();
    change();
    return executePlan(envelope, fakeContext(spoon, before, { presets, read }));
  }
  const tabIds = () => sim.desktop.tabs().map((tab) => tab.id);
  const activeTabs = () => sim.desktop.tabs().flatMap((tab) => (tab.active ? [tab.id] : []));
  const frontWindow = () => sim.desktop.chrome.windows[0]!.id;
  const windowOf = (app: string) => sim.desktop.windows.find((win) => win.app === app);

  it("close_tab of a tab the person closed: that one is said gone, the one now at its index stays", async () => {
    const result = await run(plan({ type: "close_tab", tab_indices: [2, 5] }), () =>
      sim.desktop.chrome.closeTab(frontWindow(), 7026),
    );
    assert.equal(
      result.error,
      "closed 1 tab: r/macapps; left alone because they changed since the plan was made: " +
        "https://www.reddit.com/r/programming/ (already closed)",
    );
    assert.deepEqual(
      tabIds(),
      ["7013", "7039", "7052", "7078", "7091", "7104", "7117"],
      "the tabs left: 7026 closed by the person, 7065 by the plan; 7039, now at index 2, kept",
    );
  });

  it("switch_tab to a tab the person closed: it fails naming it and the tabs open now; none shown", async () => {
    let active: string[] = [];
    const result = await run(plan({ type: "switch_tab", tab_index: 4 }), () => {
      sim.desktop.chrome.closeTab(frontWindow(), 7052);
      active = activeTabs();
    });
    assert.equal(result.success, false);
    assert.equal(
      result.error,
      "the tab showing https://news.ycombinator.com/ has been closed; the tabs open now: " +
        [
          "1: anthropics/claude-code: Claude Code (github.com)",
          "2: r/programming (reddit.com)",
          "3: Inbox (3) - me@gmail.com - Gmail (mail.google.com)",
          "4: r/macapps (reddit.com)",
          "5: 3.13 Documentation (docs.python.org)",
          "6: Lo-fi beats - YouTube (youtube.com)",
          "7: Reddit - Dive into anything (reddit.com)",
          "8: ChatGPT (chatgpt.com)",
        ]
          .map((tab) => `tab ${tab}`)
          .join("; "),
    );
    assert.deepEqual(activeTabs(), active, "the active tabs as the person left them: 7065, now at 4, not shown");
  });

  it("place_app by monitor after the person moved and resized the window: placed from where it is now", async () => {
    const result = await run(plan({ type: "place_app", app_name: "Terminal", monitor: "left" }), () => {
      windowOf("Terminal")!.frame = { x: 1000, y: 400, w: 700, h: 500 };
    });
    assert.equal(result.success, true, result.message);
    const { x, y, w, h } = windowOf("Terminal")!.frame;
    assert.deepEqual([w, h], [700, 500], "its size now, not the 900 × 600 the plan saw");
    const left = sim.desktop.screens[1]!.frame;
    assert.ok(x >= left.x && y >= left.y && x + w <= left.x + left.w && y + h <= left.y + left.h, "on the left screen");
  });

  it("place_app after the person closed the app's only window: fails saying there is no window", async () => {
    const result = await run(plan({ type: "place_app", app_name: "Terminal", bounds: [0, 25, 1280, 1370] }), () => {
      sim.desktop.windows.splice(sim.desktop.windows.indexOf(windowOf("Terminal")!), 1);
    });
    assert.deepEqual(
      [result.success, result.errorType, result.error],
      [false, "action", "Terminal has no window to place (none appeared within 5s)"],
    );
  });
});
