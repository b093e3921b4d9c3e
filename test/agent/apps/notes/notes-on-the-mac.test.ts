import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, describe, it } from "node:test";
import { createRunner, runCommand, type Runner } from "../../../../agent/src/app/index.ts";
import { NOTES_DELETE } from "../../../../agent/src/apps/notes/operations.ts";
import { DEFAULT_DESKTOP, type SimMac } from "../../../sim/index.ts";
import { withoutTitle } from "../../../sim/apps/notes/notes-text.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";

const SEEDED = [
  { title: "todo", body: "call mom", folder: "Notes" },
  { title: "Todo", body: "water plants", folder: "Home" },
  { title: "old list", body: "gone", folder: "Recently Deleted" },
];

/** The built-in desktop (Notes running) with Notes' notes, and whatever else a case adds. */
function desktop(extra: object = {}): object {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
  return { ...base, appState: { Notes: { notes: SEEDED } }, ...extra };
}

type ShownNote = { title: string; body: string; folder: string };
/** Notes' notes as appState shows them (each body the HTML Notes keeps), their text after the title line. */
const notesOf = (sim: SimMac) =>
  (sim.appState("Notes") as { notes: ShownNote[] }).notes.map((note) => ({ ...note, body: withoutTitle(note.body) }));

/** Plain Notes commands planned offline (no key) on the simulated Mac, its Notes read back. */
function runnerOn(
  sim: SimMac,
): (text: string) => Promise<{ success: boolean; message: string; steps: { result?: unknown }[] }> {
  let runner: Runner;
  beforeEach(() => {
    const { spoon, presets } = sim.agent!;
    runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  });
  return async (text) => {
    const outcome = await runCommand(text, runner, { offline: true, yes: true });
    assert.equal(outcome.kind, "executed", `${text} was planned offline`);
    return outcome.kind === "executed" ? outcome.result : assert.fail();
  };
}

describe("Notes on the simulated Mac, planned offline", () => {
  const sim = simMacForTests({ desktop: desktop(), costs: "none" }, "each test");
  const run = runnerOn(sim);

  it('"new note groceries: milk, eggs" makes a note titled groceries whose body is milk, eggs', async () => {
    const made = await run("new note groceries: milk, eggs");
    assert.ok(made.success, made.message);
    assert.match(made.message, /created the note "groceries" in Notes/);
    assert.deepEqual(notesOf(sim).at(-1), { title: "groceries", body: "milk, eggs", folder: "Notes" });
    const kept = (sim.appState("Notes") as { notes: ShownNote[] }).notes.at(-1)?.body;
    assert.equal(kept, "<div><h1>groceries</h1></div><div>milk, eggs</div>", "the HTML Notes keeps, title first");
    assert.equal(notesOf(sim).length, SEEDED.length + 1, "exactly one note was made");
  });

  it("undo moves the note the command created to Recently Deleted, and says so", async () => {
    await run("new note groceries: milk, eggs");
    const undone = await run("undo");
    assert.ok(undone.success, undone.message);
    assert.match(undone.message, /^undid "new note groceries: milk, eggs": moved the note "groceries" to Recently Del/);
    const groceries = { title: "groceries", body: "milk, eggs", folder: "Recently Deleted" };
    assert.deepEqual(notesOf(sim), [...SEEDED, groceries], "Notes' notes after the undo");
  });

  it("undo leaves a note the person already deleted in Recently Deleted: it never deletes it for good", async () => {
    const made = await run("new note groceries: milk, eggs");
    const { id } = made.steps[0]?.result as { id: string };
    const deleted = await sim.agent!.spoon.callApp(NOTES_DELETE, { id });
    assert.ok(deleted.ok, "the person deleted the note (into Recently Deleted)");
    const undone = await run("undo");
    assert.match(undone.message, /already/);
    const groceries = { title: "groceries", body: "milk, eggs", folder: "Recently Deleted" };
    assert.deepEqual(notesOf(sim), [...SEEDED, groceries], "the note is still in Recently Deleted, to recover");
  });

  it('"add bread to the groceries note" adds a line to that note only', async () => {
    await run("new note groceries: milk, eggs");
    const added = await run("add bread to the groceries note");
    assert.ok(added.success, added.message);
    assert.equal(notesOf(sim).find((note) => note.title === "groceries")?.body, "milk, eggs\nbread");
    assert.deepEqual(notesOf(sim).slice(0, SEEDED.length), SEEDED, "the other notes are as they were");
  });

  it("adds nothing when two notes have the title, and names both", async () => {
    const added = await run("add buy milk to my todo note");
    assert.equal(added.success, false);
    assert.match(added.message, /2 notes are titled "todo" \("todo" in Notes, "Todo" in Home\): nothing was added/);
    assert.deepEqual(notesOf(sim), SEEDED, "no note changed");
  });

  it('"list my notes" lists the notes outside Recently Deleted', async () => {
    const listed = await run("list my notes");
    assert.ok(listed.success, listed.message);
    assert.match(listed.message, /2 recent notes:\n1\. todo \(Notes\)\n2\. Todo \(Home\)/);
  });
});

describe("Notes when Hammerspoon may not control it", () => {
  const sim = simMacForTests({ desktop: desktop({ automation: { Notes: "denied" } }), costs: "none" }, "each test");
  const run = runnerOn(sim);

  it("reports the denial naming Notes and where to allow it, and makes no note", async () => {
    const made = await run("new note groceries: milk, eggs");
    assert.equal(made.success, false);
    assert.match(
      made.message,
      /^failed: Hammerspoon may not control Notes: allow it in System Settings › Privacy & Security › /,
    );
    assert.match(made.message, /› Automation › Hammerspoon › Notes$/);
    assert.deepEqual(notesOf(sim), SEEDED, "no note was made");
  });
});

describe("Notes leaves what an append through `body` would destroy alone (E1)", () => {
  const KEPT = [
    { title: "groceries", body: "milk\neggs", folder: "Notes", checklist: true },
    { title: "trip", body: "tickets", folder: "Notes", attachments: 2 },
    { title: "diary", body: "dear diary", folder: "Notes", locked: true },
    {
      title: "plan",
      body: "<div><h1>Plan</h1></div><div><h2>Week 1</h2></div><div>first steps</div>",
      folder: "Notes",
    },
    { title: "chores", body: "<div><h1>chores</h1></div><div>sweep</div>", folder: "Notes" },
  ];
  const sim = simMacForTests(
    { desktop: desktop({ appState: { Notes: { notes: KEPT } } }), costs: "none" },
    "each test",
  );
  const run = runnerOn(sim);
  const before = () => JSON.parse(JSON.stringify(notesOf(sim))) as unknown;

  it("a note with a checklist is left intact by an append, with a message naming the checklist", async () => {
    const kept = before();
    assert.deepEqual(notesOf(sim)[0], { title: "groceries", body: "milk\neggs", folder: "Notes", checklist: true });
    const added = await run("add bread to the groceries note");
    assert.equal(added.success, false, added.message);
    assert.match(added.message, /the note "groceries" has a checklist or list .*nothing was added/);
    assert.match(added.message, /add "bread" by hand in Notes, or make a new note with it/);
    assert.deepEqual(notesOf(sim), kept, "the checklist and every note as they were");
  });

  it("refuses notes with attachments, a lock or headings, naming each, and changes none", async () => {
    const kept = before();
    const refusals = {
      trip: /the note "trip" has attachments, .*nothing was added/,
      diary: /the note "diary" is locked: nothing was added/,
      plan: /the note "plan" has formatting \(headings, tables or pictures\), .*nothing was added/,
    };
    for (const [title, refusal] of Object.entries(refusals)) {
      const added = await run(`add bread to the ${title} note`);
      assert.equal(added.success, false, added.message);
      assert.match(added.message, refusal);
    }
    assert.deepEqual(notesOf(sim), kept, "no note changed");
  });

  it("adds to a note whose only heading is its title line, as Notes styles a title", async () => {
    const added = await run("add dishes to the chores note");
    assert.ok(added.success, added.message);
    assert.equal(notesOf(sim).find((note) => note.title === "chores")?.body, "sweep\ndishes", "its title line kept");
  });
});
