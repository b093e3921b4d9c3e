import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, it } from "node:test";
import { createRunner, runCommand, type Runner } from "../../../agent/src/app/index.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** Undo on the simulated Mac: each command's way back, taken by "undo" in the same home. */
describe("undo", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json") }, "each test");
  let runner: Runner;
  beforeEach(() => {
    const { spoon, presets } = sim.agent!;
    runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  });
  const run = async (text: string) => {
    const outcome = await runCommand(text, runner, { offline: true, yes: true });
    assert.equal(outcome.kind, "executed", `${text} was planned offline`);
    return outcome.kind === "executed" ? outcome.result : assert.fail();
  };
  const frames = () => Object.fromEntries(sim.snapshot().windows.map((win) => [win.id, win.frame]));
  const tabsByWindow = () => {
    const tabs = sim.snapshot().tabs;
    return [1, 2].map((w) => tabs.filter((tab) => tab.windowIndex === w).map((tab) => tab.url));
  };

  it('puts both windows back exactly after "chrome left half and slack right half"', async () => {
    const before = frames();
    const moved = await run("chrome left half and slack right half");
    assert.ok(moved.success, moved.message);
    assert.notDeepEqual(frames(), before);
    const undone = await run("undo");
    assert.ok(undone.success, undone.message);
    assert.deepEqual(frames(), before);
    assert.match(undone.message, /undid "chrome left half and slack right half": put 2 windows back/);
    const again = await run("undo that");
    assert.equal(again.success, false);
    assert.match(again.message, /nothing to undo/);
  });

  it("a window the person already put back is told as already in place, not put back again", async () => {
    const before = frames();
    const moved = await run("chrome right half");
    assert.ok(moved.success, moved.message);
    sim.desktop.windows.find((win) => win.id === 101)!.frame = before[101]!;
    const undone = await run("undo");
    assert.ok(undone.success, undone.message);
    assert.doesNotMatch(undone.message, /put 1 window back/);
    assert.equal(
      undone.message,
      'nothing of "chrome right half" needed undoing\n' +
        'already in place: Google Chrome\'s window "Inbox (3) - me@gmail.com - Gmail"',
    );
  });

  it("a closed tab already open again (its own id, or its page at its place) is not opened twice", async () => {
    const before = tabsByWindow();
    const front = sim.desktop.chrome.windows[0]!;
    for (const reopenedBy of ["the same tab", "the person"]) {
      const tab = front.tabs[1]!;
      const closed = await run("close tab 2");
      assert.ok(closed.success, closed.message);
      front.tabs.splice(1, 0, reopenedBy === "the person" ? { ...tab, id: 99_000 } : tab);
      const undone = await run("undo");
      assert.ok(undone.success, undone.message);
      assert.deepEqual(tabsByWindow(), before, `${reopenedBy}: no tab twice`);
      assert.match(undone.message, /^already in place: the tab "r\/programming"$/m, reopenedBy);
    }
  });

  it('reopens the reddit tabs in their windows after an approved "close all reddit tabs"', async () => {
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    const say = async (text: string) => {
      await sim.person.pressKeys("cmd+shift+a");
      await sim.person.type(text);
      await sim.person.press("return");
      await sim.settle();
    };
    const before = tabsByWindow();
    const active = sim
      .snapshot()
      .tabs.filter((tab) => tab.active)
      .map((tab) => tab.url);
    await say("close all reddit tabs");
    await sim.person.answer("Approve");
    await sim.settle();
    assert.equal(sim.snapshot().tabs.filter((tab) => tab.domain === "reddit.com").length, 0);
    await say("undo");
    assert.match(sim.person.sees().alerts.at(-1)!, /reopened 3 tabs/);
    const reddit = (url: string) => url.includes("reddit.com");
    assert.deepEqual(
      tabsByWindow(),
      before.map((urls) => [...urls.filter((url) => !reddit(url)), ...urls.filter(reddit)]),
      "every reddit URL is back in its window, at its end in their order (JXA cannot put a tab before another)",
    );
    assert.deepEqual(
      sim
        .snapshot()
        .tabs.filter((tab) => tab.active)
        .map((tab) => tab.url),
      active,
      "the active tabs are as they were",
    );
    assert.equal(sim.snapshot().apps.find((app) => app.frontmost)?.name, "Google Chrome");
  });

  it("starts a quit app again, and brings back the app that was in front", async () => {
    await run("focus slack");
    const quit = await run("quit slack");
    assert.ok(quit.success, quit.message);
    assert.ok(!sim.snapshot().apps.some((app) => app.name === "Slack" && app.running));
    const undone = await run("undo");
    assert.ok(undone.success, undone.message);
    const slack = sim.snapshot().apps.find((app) => app.name === "Slack");
    assert.ok(slack?.running, "Slack runs again");
    assert.ok(slack.frontmost, "and is in front, as it was before the quit");
    const history = JSON.parse(readFileSync(join(sim.home, "undo.json"), "utf8")) as { entries: unknown[] };
    assert.equal(history.entries.length, 1, "the focus is still there to undo; the quit is gone");
  });
});
