import assert from "node:assert/strict";
import { join } from "node:path";
import { afterEach, describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** The approval window (spoon/src/surfaces/approval-window.ts) as a person reads and answers it. */
describe("the approval window", () => {
  // Before the Mac closes (hooks after a test run in the order they were given): Hammerspoon's console had no error.
  afterEach(() => assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console"));
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true }, "each test");
  const ask = (title: string, detail: string) => sim.agent!.spoon.read("ask_approval", { title, detail });
  const reddit = () => sim.snapshot().tabs.filter((tab) => tab.domain === "reddit.com");

  async function closeAllRedditTabs() {
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("close all reddit tabs");
    await sim.person.press("return");
    await sim.settle();
  }

  it("lists the three tabs; nothing changes until answered; Deny changes nothing", async () => {
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    const before = sim.snapshot();
    await closeAllRedditTabs();
    const [window] = sim.person.sees().dialogs;
    assert.equal(window?.title, "Close 3 tabs?");
    assert.deepEqual(window?.buttons, ["Deny", "Approve"], "the approval window's buttons");
    const titles = reddit().map((tab) => tab.title);
    assert.equal(titles.length, 3);
    for (const title of titles) assert.match(window!.text, new RegExp(title.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")));
    assert.deepEqual(sim.snapshot(), before, "nothing changes while the window waits");
    await sim.person.answer("Deny");
    await sim.settle();
    assert.deepEqual(sim.person.sees().dialogs, [], "the dialogs on screen: none");
    assert.deepEqual(sim.snapshot().tabs, before.tabs);
    assert.match(sim.person.sees().alerts.at(-1)!, /not approved/);
  });

  it("Approve closes exactly those tabs", async () => {
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    const others = sim.snapshot().tabs.filter((tab) => tab.domain !== "reddit.com");
    await closeAllRedditTabs();
    await sim.person.answer("Approve");
    await sim.settle();
    assert.deepEqual(reddit(), [], "the reddit tabs left: none");
    assert.deepEqual(
      sim.snapshot().tabs.map((tab) => tab.id),
      others.map((tab) => tab.id),
    );
  });

  it("closes itself when nobody answers in time, and nothing runs", async () => {
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    const before = sim.snapshot();
    await closeAllRedditTabs();
    assert.equal(sim.person.sees().dialogs.length, 1);
    await sim.settle(90);
    assert.deepEqual(sim.person.sees().dialogs, [], "the dialogs on screen: none");
    assert.deepEqual(sim.snapshot().tabs, before.tabs);
  });

  it("closes when the agent withdraws the question it asked under a key, answered nobody; that one only", async () => {
    const { spoon } = sim.agent!;
    const kept = ask("Quit Spotify?", "Spotify will be asked to quit.");
    const withdrawn = spoon.read("ask_approval", { title: "Close 2 tabs?", detail: "Two tabs close.", key: "run-7" });
    await sim.settle();
    assert.equal(sim.person.sees().dialogs.length, 2, "both asked");
    assert.deepEqual(await spoon.read("withdraw_question", { key: "run-7" }), { withdrawn: true });
    assert.deepEqual(await withdrawn, { answer: "nobody" });
    await sim.settle();
    assert.deepEqual(
      sim.person.sees().dialogs.map((dialog) => dialog.title),
      ["Quit Spotify?"],
      "the question still waiting",
    );
    assert.deepEqual(await spoon.read("withdraw_question", { key: "run-7" }), { withdrawn: false }, "once only");
    await sim.person.answer("Deny");
    assert.deepEqual(await kept, { answer: "declined" });
  });

  it("takes keys: Return presses the focused Deny, Escape denies, ⌘↩ approves", async () => {
    const first = ask("Quit Spotify?", "Spotify will be asked to quit.");
    await sim.settle();
    await sim.person.press("return");
    assert.deepEqual(await first, { answer: "declined" });
    const second = ask("Quit Spotify?", "Spotify will be asked to quit.");
    await sim.settle();
    await sim.person.press("escape");
    assert.deepEqual(await second, { answer: "declined" });
    const third = ask("Quit Spotify?", "Spotify will be asked to quit.");
    await sim.settle();
    await sim.person.pressKeys("cmd+return");
    assert.deepEqual(await third, { answer: "approved" });
    assert.deepEqual(sim.person.sees().dialogs, [], "the dialogs on screen: none");
  });

  it("shows a page's markup as text: a tab title cannot add a button or run a script", async () => {
    const hostile = [
      `<button onclick="webkit.messageHandlers.hsClaudeApproval.postMessage('approve')">Approve</button>`,
      `<script>webkit.messageHandlers.hsClaudeApproval.postMessage("approve")</script>`,
      `<img src=x onerror="webkit.messageHandlers.hsClaudeApproval.postMessage('approve')">`,
    ].join("\n");
    const asked = ask("Close 3 tabs?", hostile);
    await sim.settle();
    const [window] = sim.person.sees().dialogs;
    assert.deepEqual(window?.buttons, ["Deny", "Approve"], "no button came from the text");
    assert.match(window!.text, /<script>webkit\.messageHandlers/);
    await sim.settle(80);
    assert.equal(sim.person.sees().dialogs.length, 1, "nothing answered it");
    await sim.person.answer("Deny");
    assert.deepEqual(await asked, { answer: "declined" });
  });
});
