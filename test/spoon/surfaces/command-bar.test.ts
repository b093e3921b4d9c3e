import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { before, beforeEach, describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** The command bar as a person uses it: a hotkey, typing, Return; what changed and what they were told. */
describe("the command bar (⌘⇧A): type a command, press Return", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true }, "each test");
  beforeEach(() => sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "a"} })`));
  const frameOf = (id: number) => sim.snapshot().windows.find((w) => w.id === id)?.frame;
  const activeTab = () => sim.snapshot().tabs.find((t) => t.windowIndex === 1 && t.active)?.index;

  it("runs what was typed through the agent: Chrome goes to the left half, and an alert says so", async () => {
    await sim.person.pressKeys("cmd+shift+a");
    assert.deepEqual(sim.person.sees().chooser, { query: "", rows: [] });
    await sim.person.type("chrome left half");
    assert.deepEqual(sim.person.sees().chooser?.rows, ["chrome left half"], "the typed text is the first row");
    await sim.person.press("return");
    await sim.settle();
    assert.deepEqual(frameOf(101), { x: 0, y: 25, w: 1280, h: 1345 });
    assert.equal(sim.person.sees().chooser, undefined);
    assert.ok(sim.person.sees().alerts.includes("✓ Google Chrome → left half of DELL U2723QE"), "told in words");
    assert.deepEqual(sim.person.sees().notifications, [], "it took no time: no notification");
  });

  it("says so when a window was already where the command puts it", async () => {
    for (let i = 0; i < 2; i++) {
      await sim.person.pressKeys("cmd+shift+a");
      await sim.person.type("chrome left half");
      await sim.person.press("return");
      await sim.settle();
    }
    const told = sim.person.sees().alerts.filter((alert) => alert.startsWith("✓"));
    assert.equal(told.at(-1), "✓ Google Chrome was already on the left half of DELL U2723QE");
  });

  it("offers recent commands below what is typed, and runs one again", async () => {
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("terminal right half");
    await sim.person.press("return");
    await sim.settle();
    sim.desktop.windows.find((w) => w.id === 401)!.frame = { x: 600, y: 300, w: 900, h: 600 };
    await sim.person.pressKeys("cmd+shift+a");
    const presets = ["code space", "writing", "meeting"];
    assert.deepEqual(
      sim.person.sees().chooser?.rows,
      ["terminal right half", ...presets],
      "the command bar's rows: the recent command, then the presets",
    );
    await sim.person.type("term");
    assert.deepEqual(
      sim.person.sees().chooser?.rows,
      ["term", "terminal right half"],
      "the command bar's rows: what is typed, then the recent command it starts",
    );
    await sim.person.press("down");
    await sim.person.press("return");
    await sim.settle();
    assert.deepEqual(frameOf(401), { x: 1280, y: 25, w: 1280, h: 1345 });
    await sim.lua("spoon.Claude:stop(); spoon.Claude:start()");
    await sim.settle();
    await sim.person.pressKeys("cmd+shift+a");
    const rows = sim.person.sees().chooser?.rows;
    assert.deepEqual(rows, ["terminal right half", ...presets], "kept in hs.settings across a restart");
  });

  it("offers the presets, and activates the one chosen", async () => {
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("writ");
    assert.deepEqual(
      sim.person.sees().chooser?.rows,
      ["writ", "writing"],
      "the command bar's rows: what is typed, then the preset it starts",
    );
    await sim.person.press("down");
    await sim.person.press("return");
    await sim.settle();
    assert.match(sim.person.sees().alerts.join("\n"), /✓ .*Notes/);
  });

  it("asks which one when several fit, and runs the one chosen", async () => {
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("switch to reddit");
    await sim.person.press("return");
    await sim.settle();
    assert.deepEqual(
      sim.person.sees().chooser?.rows,
      [
        "tab 2: r/programming (reddit.com)",
        "tab 5: r/macapps (reddit.com)",
        "tab 8: Reddit - Dive into anything (reddit.com)",
      ],
      "the chooser's rows: each tab that fits",
    );
    await sim.person.press("down");
    await sim.person.press("return");
    await sim.settle();
    assert.equal(activeTab(), 5);
  });

  it("asks before closing several tabs: Deny changes nothing, and says so", async () => {
    const before = sim.snapshot().tabs.length;
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("close all reddit tabs");
    await sim.person.press("return");
    await sim.settle();
    const [dialog] = sim.person.sees().dialogs;
    assert.match(`${dialog?.title} ${dialog?.text}`, /Close 3 tabs/);
    await sim.person.answer("Deny");
    await sim.settle();
    assert.equal(sim.snapshot().tabs.length, before);
    assert.match(sim.person.sees().alerts.join("\n"), /^✗ /m);
  });

  /** With the cancel hotkey bound too, `text` said in the command bar, run until it waits or ends. */
  async function sayWithCancelBound(text: string) {
    await sim.lua(
      `spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "a"}, cancel = {{"cmd", "shift"}, "."} })`,
    );
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type(text);
    await sim.person.press("return");
    await sim.settle();
  }

  it("cancel (⌘⇧.) stops a command before its next step, and the result says what ran", async () => {
    const before = sim.snapshot();
    await sayWithCancelBound("close all reddit tabs and terminal right half");
    assert.equal(sim.person.sees().dialogs.length, 1, "the approval comes before any step");
    await sim.person.pressKeys("cmd+shift+.");
    assert.match(sim.person.sees().alerts.join("\n"), /Claude: cancelling…/);
    await sim.settle();
    assert.deepEqual(sim.person.sees().dialogs, [], "the question withdrawn: nothing left to approve");
    assert.deepEqual(sim.snapshot().tabs, before.tabs, "no tab closed");
    assert.deepEqual(frameOf(401), { x: 600, y: 300, w: 900, h: 600 }, "terminal not moved");
    assert.match(sim.person.sees().alerts.join("\n"), /✗ cancelled: 0 of 2 steps ran/);
    await sim.person.pressKeys("cmd+shift+.");
    assert.match(sim.person.sees().alerts.join("\n"), /nothing is running/);
  });

  it("cancel (⌘⇧.) while it asks which one: the chooser closes and nothing changes", async () => {
    const before = sim.snapshot();
    await sayWithCancelBound("switch to reddit");
    assert.equal(sim.person.sees().chooser?.rows.length, 3, "it asks which of the three");
    await sim.person.pressKeys("cmd+shift+.");
    await sim.settle();
    assert.equal(sim.person.sees().chooser, undefined, "the question withdrawn: no chooser left");
    assert.deepEqual(sim.snapshot().tabs, before.tabs, "no tab switched");
    assert.match(sim.person.sees().alerts.join("\n"), /Claude: cancelling…/);
  });

  it("says in one line what to do when the agent is not there", async () => {
    await sim.agent!.server.close();
    await sim.settle(1);
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("chrome left half");
    await sim.person.press("return");
    const waiting = ["Claude: chrome left half… (waiting for the agent)"];
    assert.deepEqual(sim.person.sees().alerts, waiting, "it waits for the link a while");
    await sim.settle(15);
    assert.match(sim.person.sees().alerts.join("\n"), /the agent is not running: start it with `npx hs-claude serve`/);
  });
});

/** Return in the command bar as hs.chooser takes it: on the selected row only. */
describe("the command bar with no row to offer", () => {
  const desktop = { ...JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")), presets: [] };
  const sim = simMacForTests({ desktop, tempHome: true });
  before(() => sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "a"} })`));

  it("takes Return only on a row: the typed text is always the first, and with no row the bar waits", async () => {
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("   ");
    assert.deepEqual(sim.person.sees().chooser?.rows, [], "nothing typed but spaces, no recent command, no preset");
    // hs.chooser ignores Return with no row (HSChooser's didClickedRow): the bar stays, nothing runs.
    await sim.person.press("return");
    await sim.settle();
    assert.equal(sim.person.sees().chooser?.query, "   ");
    await sim.person.type("terminal left half");
    assert.deepEqual(sim.person.sees().chooser?.rows, ["terminal left half"], "the typed text is a row to run");
    await sim.person.press("return");
    await sim.settle();
    assert.equal(sim.person.sees().chooser, undefined);
    assert.deepEqual(sim.snapshot().windows.find((w) => w.app === "Terminal")?.frame, {
      x: 0,
      y: 25,
      w: 1280,
      h: 1345,
    });
  });
});
