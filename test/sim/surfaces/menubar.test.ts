import assert from "node:assert/strict";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { DESKTOPS, tempHome } from "../../support/index.ts";
import { startSimMac, type SimMac } from "../index.ts";

/** The Spoon's menu bar item as a person sees and clicks it. */
describe("the menu bar item", () => {
  let home: ReturnType<typeof tempHome>;
  let sim: SimMac;
  beforeEach(async () => {
    home = tempHome();
    sim = await startSimMac({ desktop: join(DESKTOPS, "dev-dual.json"), home: home.path });
  });
  afterEach(async () => {
    await sim.close();
    home.remove();
  });
  const title = () => sim.person.sees().menubar?.title;

  it("says idle when linked, lists what it offers, and says so of what is not there yet", async () => {
    await sim.settle();
    assert.deepEqual(sim.person.sees().menubar, {
      title: "Claude",
      items: [
        "Claude: idle",
        "Open Command Bar…",
        "Recent Commands",
        "-",
        "Reconnect",
        "Open Last Run Report (coming with run reports)",
        "Run History (coming with run reports)",
      ],
    });
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
    await sim.person.clickMenubar(["Recent Commands", "close all reddit tabs"]);
    await sim.settle();
    assert.equal(sim.person.sees().dialogs.length, 1, "asked again");
    await sim.person.answer("Approve");
    await sim.settle();
    assert.deepEqual(
      sim.snapshot().tabs.filter((t) => t.domain === "reddit.com"),
      [],
    );
  });

  it("says disconnected when the agent goes away, and refuses rows that are not there yet", async () => {
    await sim.agent!.server.close();
    await sim.settle(1);
    assert.equal(title(), "Claude ⊘");
    await assert.rejects(sim.person.clickMenubar(["Run History (coming with run reports)"]), /disabled/);
  });

  it("is gone when the Spoon stops", async () => {
    await sim.lua("spoon.Claude:stop()");
    assert.equal(sim.person.sees().menubar, undefined);
  });
});
