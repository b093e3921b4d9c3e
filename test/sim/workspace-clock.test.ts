import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { readFileSync } from "node:fs";
import { sayInCommandBar, simMacForTests } from "../support/sim-mac.ts";
import { loadDesktop } from "./load-desktop.ts";
import { DEFAULT_DESKTOP } from "./sim-mac.ts";

const DAY_MS = 86_400_000;

/** The agent of a simulated Mac keeps its workspace on that Mac's clock: letting it run for days ages it. */
describe("the simulated Mac's clock and the agent's workspace", () => {
  const sim = simMacForTests({ tempHome: true }, "each test");

  const say = (text: string) => sayInCommandBar(sim, text);
  const titles = () => (sim.appState("Notes") as { notes: { title: string }[] }).notes.map((note) => note.title);

  it("archives the workspace after eight simulated days; a Notes command waits until it is restored", async () => {
    await sim.settle();
    await say("new note groceries: milk, eggs");
    assert.ok(titles().includes("groceries"), `the notes: ${titles().join(", ")}`);
    // Eight days at once, as a Mac left asleep: settling through each heartbeat of them takes seconds of real time.
    sim.clock.elapse(8 * DAY_MS);
    await sim.settle();
    const blocked = await say("new note errands: post office");
    assert.match(blocked, /the workspace is archived .*"restore my workspace"/);
    assert.ok(!titles().includes("errands"), "blocked: no note made");
    assert.match(await say("restore my workspace"), /restored the workspace: .*Notes/);
    await say("new note errands: post office");
    assert.ok(titles().includes("errands"), `restored: the note made (notes: ${titles().join(", ")})`);
  });
});

/** A desktop file may say the date the agent's clock reads as the simulated Mac starts. */
describe("a desktop's sim.startDate", () => {
  it("is read from the desktop file; one that is no date is refused", () => {
    const desk = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
    const dated = loadDesktop({ ...desk, sim: { startDate: "2100-01-10T09:00:00Z" } });
    assert.equal(dated.startDate, Date.parse("2100-01-10T09:00:00Z"));
    assert.throws(
      () => loadDesktop({ ...desk, sim: { startDate: "next tuesday" } }),
      /sim\.startDate must be a date such as "2030-01-10T09:00:00Z"/,
    );
  });
});
