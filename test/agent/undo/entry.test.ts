import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { irreversible, isEmpty, mergeEntries, planRestore, undoEntryOf } from "../../../agent/src/undo/index.ts";
import { DESKTOPS } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const meta = { run: "r1", command: "test", at: "2026-11-23T10:00:00.000Z", cannot: [] };
const changed = (change: (desktop: Snapshot) => void): Snapshot => {
  const copy = structuredClone(dual);
  change(copy);
  return copy;
};
/** Renumbers tabs after some were removed, as a fresh read would. */
const withoutTabs = (desktop: Snapshot, ids: string[]) => {
  const kept = desktop.tabs.filter((tab) => !ids.includes(tab.id));
  desktop.tabs = kept.map((tab, i) => ({
    ...tab,
    index: i + 1,
    localIndex: kept.filter((t) => t.windowIndex === tab.windowIndex).indexOf(tab) + 1,
  }));
};

describe("the way back from a command", () => {
  it("keeps the frames of moved windows and nothing of the rest", () => {
    const after = changed((d) => (d.windows[0]!.frame = { x: 0, y: 25, w: 800, h: 1345 }));
    const entry = undoEntryOf(dual, after, meta);
    assert.deepEqual(entry.windows, [
      { id: 101, app: "Google Chrome", title: dual.windows[0]!.title, frame: dual.windows[0]!.frame, minimized: false },
    ]);
    assert.deepEqual([entry.relaunch, entry.reopen, entry.close, entry.activeTabs], [[], [], [], []]);
    assert.ok(isEmpty(undoEntryOf(dual, dual, meta)), "a command that changed nothing leaves nothing to undo");
  });

  it("keeps closed tabs with their positions, the tabs beside them and the active tab of their window", () => {
    const reddit = dual.tabs.filter((tab) => tab.domain === "reddit.com").map((tab) => tab.id);
    const entry = undoEntryOf(
      dual,
      changed((d) => withoutTabs(d, reddit)),
      meta,
    );
    assert.deepEqual(
      entry.reopen.map((tab) => [tab.url.replace("https://www.reddit.com", ""), tab.position, tab.neighbours.length]),
      [
        ["/r/programming/", 2, 4],
        ["/r/macapps/", 5, 4],
        ["/", 2, 2],
      ],
    );
    assert.deepEqual(
      entry.activeTabs.map((tab) => tab.id),
      dual.tabs.filter((tab) => tab.active).map((tab) => tab.id),
    );
  });

  it("starts again what was quit, quits what was started, and leaves Chrome's own tabs to Chrome", () => {
    const after = changed((d) => {
      d.apps = d.apps.filter((app) => app.name !== "Google Chrome");
      d.tabs = [];
      d.windows = d.windows.filter((win) => win.app !== "Google Chrome");
      d.apps[0]!.frontmost = true;
    });
    const entry = undoEntryOf(dual, after, meta);
    assert.deepEqual(entry.relaunch, [{ name: "Google Chrome", bundleID: "com.google.Chrome" }]);
    assert.deepEqual(entry.reopen, []);
    assert.match(entry.cannot.join(), /Chrome's tabs come back only if Chrome restores its last session/);
    assert.equal(entry.frontmost?.name, "Google Chrome");
  });

  it("joins the two parts of one run, the earliest state first", () => {
    const first = undoEntryOf(
      dual,
      changed((d) => (d.windows[0]!.frame.w = 10)),
      meta,
    );
    const moved = changed((d) => (d.windows[0]!.frame.w = 10));
    const second = undoEntryOf(
      moved,
      changed((d) => (d.windows[0]!.frame.w = 20)),
      { ...meta, cannot: ["x"] },
    );
    const merged = mergeEntries(first, second);
    assert.equal(merged.windows[0]!.frame.w, dual.windows[0]!.frame.w);
    assert.deepEqual(merged.cannot, ["x"]);
  });

  it("says what no undo takes back: typed text, clicks, keys, saved presets", () => {
    const steps = [
      { command: { type: "type_text", text: "hello" }, status: "done" },
      { command: { type: "click_element" }, status: "done" },
      { command: { type: "press_key" }, status: "skipped" },
      { command: { type: "save_preset", preset_name: "focus" }, status: "done" },
    ];
    const actions = [
      { action: { action: "type", text: "abc" }, status: "done" },
      { action: { action: "left_click", coordinate: [1, 2] }, status: "done" },
      { action: { action: "key", text: "Return" }, status: "done" },
      { action: { action: "screenshot" }, status: "done" },
    ];
    assert.deepEqual(irreversible(steps, actions), [
      "the 8 characters typed stay typed",
      "what 2 clicks did inside apps (a message sent, a form submitted)",
      "what 1 key press did inside apps",
      'the preset "focus" stays saved',
    ]);
  });
});

describe("an undo checked against the desktop as it is now", () => {
  it("names what is gone, and rebuilds a closed window's tabs in a new window after the others", () => {
    const lost = dual.tabs.filter((tab) => tab.windowIndex === 2).map((tab) => tab.id);
    const reddit1 = dual.tabs.find((tab) => tab.index === 2)!.id;
    const after = changed((d) => withoutTabs(d, [...lost, reddit1]));
    const gone = { id: 999, app: "Notes", title: "gone", frame: dual.windows[0]!.frame, minimized: false };
    const entry = { ...undoEntryOf(dual, after, meta), windows: [gone] };
    const plan = planRestore(entry, after);
    assert.deepEqual(
      plan.reopen.map((tab) => [tab.windowIndex, tab.position]),
      [
        [1, 2],
        [0, 1],
        [1, 2],
        [1, 3],
      ],
    );
    assert.deepEqual(plan.windows, []);
    assert.match(plan.gone.join(), /Notes's window "gone" has been closed/);
  });
});
