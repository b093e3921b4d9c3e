import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** The Spoon's menu bar item as a person sees and clicks it. */
describe("the menu bar item", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true }, "each test");
  const title = () => sim.person.sees().menubar?.title;

  it("says idle when linked, and lists what it offers", async () => {
    await sim.settle();
    assert.deepEqual(sim.person.sees().menubar, {
      title: "Claude",
      items: [
        "Claude: idle",
        "Open Command Bar…",
        "Recent Commands",
        "Presets",
        "Cancel Running Command",
        "Undo Last Command",
        "Restore Workspace",
        "-",
        "Reconnect",
        "Open Last Run Report",
        "Run History",
        "Settings",
      ],
    });
    await assert.rejects(sim.person.clickMenubar(["Cancel Running Command"]), /disabled/, "nothing is running");
  });

  it("takes back the last command with Undo Last Command", async () => {
    await sim.settle();
    const before = sim.snapshot().windows.map((win) => win.frame);
    await sim.person.clickMenubar(["Open Command Bar…"]);
    await sim.person.type("chrome left half");
    await sim.person.press("return");
    await sim.settle();
    assert.notDeepEqual(
      sim.snapshot().windows.map((win) => win.frame),
      before,
    );
    await sim.person.clickMenubar(["Undo Last Command"]);
    await sim.settle();
    assert.deepEqual(
      sim.snapshot().windows.map((win) => win.frame),
      before,
    );
    assert.match(sim.person.sees().alerts.at(-1)!, /undid "chrome left half": put 1 window back/);
  });

  it("reopens an archived workspace's apps with Restore Workspace, as the command bar would", async () => {
    await sim.settle();
    const kept = { apps: ["Calendar", "Music"], focused: "Calendar", lastActivity: 0, tools: [] };
    writeFileSync(join(sim.home, "workspace.json"), JSON.stringify(kept));
    await sim.person.clickMenubar(["Restore Workspace"]);
    await sim.settle();
    const running = sim.snapshot().apps.filter((app) => app.running !== false);
    assert.deepEqual(
      ["Calendar", "Music"].filter((name) => !running.some((app) => app.name === name)),
      [],
      `the workspace's apps not running: ${sim.person.sees().alerts.join("\n")}`,
    );
    assert.equal(running.find((app) => app.frontmost)?.name, "Calendar", "the app that was in front is again");
    assert.match(sim.person.sees().alerts.at(-1)!, /restored the workspace: Music, Calendar open/);
    const restored = JSON.parse(readFileSync(join(sim.home, "workspace.json"), "utf8")) as { lastActivity: number };
    assert.ok(restored.lastActivity > 0, "restored: the workspace is in use again");
  });

  it("activates a preset, and saves the layout under the name typed", async () => {
    await sim.settle();
    await sim.person.clickMenubar(["Presets", "writing"]);
    await sim.settle();
    assert.match(sim.person.sees().alerts.join("\n"), /✓ .*Notes/);
    await sim.person.clickMenubar(["Presets", "Save Current Layout…"]);
    assert.equal(sim.person.sees().chooser?.query, "save this layout as ");
    await sim.person.type("standup");
    await sim.person.press("return");
    await sim.settle();
    assert.ok(
      sim.agent!.presets.list().some((preset) => preset.name === "standup"),
      sim.person.sees().alerts.join("\n"),
    );
    await sim.person.clickMenubar(["Presets", "standup"]);
  });

  it("keeps the settings chosen in hs.settings, checked in the menu, and sends them with each command", async () => {
    await sim.settle();
    await sim.person.clickMenubar(["Settings", "Model", "claude-sonnet-5"]);
    await sim.person.clickMenubar(["Settings", "Ask Before Closing Tabs", "More Than 3 Tabs"]);
    await sim.person.clickMenubar(["Settings", "Start the Agent Automatically"]);
    assert.deepEqual(await sim.lua(`return hs.settings.get("Claude.settings")`), {
      model: "claude-sonnet-5",
      closeTabsWithoutAsking: 3,
    });
    assert.equal(await sim.lua(`return hs.settings.get("Claude.startAgent")`), false);
    const [menubar] = sim.mac.onScreen().menubars;
    assert.deepEqual(menubar!.checked(["Settings", "Model"]), ["claude-sonnet-5"], "the model checked in the menu");
    assert.deepEqual(
      menubar!.checked(["Settings", "Ask Before Closing Tabs"]),
      ["More Than 3 Tabs"],
      "the closing threshold checked in the menu",
    );
    assert.deepEqual(menubar!.checked(["Settings"]), [], "items checked at the top of Settings: none");
    // Three reddit tabs close without asking now that only more than 3 asks.
    await sim.person.clickMenubar(["Open Command Bar…"]);
    await sim.person.type("close all reddit tabs");
    await sim.person.press("return");
    await sim.settle();
    assert.deepEqual(sim.person.sees().dialogs, [], "the dialogs on screen: none");
    assert.deepEqual(
      sim.snapshot().tabs.filter((tab) => tab.domain === "reddit.com"),
      [],
      "the reddit tabs left: none",
    );
  });

  it("lists a pending approval, which brings its window forward, and cancels a running command", async () => {
    await sim.person.clickMenubar(["Open Command Bar…"]);
    await sim.person.type("close all reddit tabs");
    await sim.person.press("return");
    await sim.settle();
    assert.equal(sim.person.sees().menubar?.items[1], "Approve or Deny: Close 3 tabs?");
    await sim.person.clickMenubar(["Approve or Deny: Close 3 tabs?"]);
    await sim.person.answer("Deny");
    await sim.settle();
    assert.equal(sim.person.sees().menubar?.items[1], "Open Command Bar…");
  });

  it("shows waiting while a command waits for an approval, then idle; runs a recent command again", async () => {
    await sim.person.clickMenubar(["Open Command Bar…"]);
    await sim.person.type("close all reddit tabs");
    await sim.person.press("return");
    await sim.settle();
    assert.equal(sim.person.sees().dialogs.length, 1);
    assert.equal(title(), "Claude ?");
    assert.equal(sim.person.sees().menubar?.items[0], "Claude: waiting for approval");
    await sim.person.answer("Deny");
    await sim.settle();
    assert.equal(title(), "Claude");
    // Each recent command says what it cost the last time: this one was planned with no model call.
    await sim.person.clickMenubar(["Recent Commands", "close all reddit tabs  ·  no model call"]);
    await sim.settle();
    assert.equal(sim.person.sees().dialogs.length, 1, "asked again");
    await sim.person.answer("Approve");
    await sim.settle();
    assert.deepEqual(
      sim.snapshot().tabs.filter((t) => t.domain === "reddit.com"),
      [],
      "the reddit tabs left: none",
    );
  });

  it("says disconnected when the agent goes away, and refuses the agent's pages meanwhile", async () => {
    await sim.agent!.server.close();
    await sim.settle(1);
    assert.equal(title(), "Claude ⊘");
    await assert.rejects(sim.person.clickMenubar(["Run History"]), /disabled/);
  });

  it("is gone when the Spoon stops", async () => {
    await sim.lua("spoon.Claude:stop()");
    assert.equal(sim.person.sees().menubar, undefined);
  });
});
