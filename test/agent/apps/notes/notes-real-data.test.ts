import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { NOTES_CREATE } from "../../../../agent/src/apps/notes/operations.ts";
import { realSizeNotes } from "../../../sim/apps/notes/real-size.ts";
import { commandBarLatency, DEFAULT_DESKTOP } from "../../../sim/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";

/** The built-in desktop (Notes running) in `locale`, with Notes' `appState`, and whatever else a case adds. */
function desktop(notes: object, locale = "en_US", extra: object = {}): object {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as { sim?: object };
  return { ...base, sim: { ...base.sim, locale }, appState: { Notes: notes }, ...extra };
}

describe("Notes on a de_DE Mac (E3)", () => {
  const seeded = [
    { title: "Einkauf", body: "Milch", folder: "Notizen" },
    { title: "Entwurf", body: "alt", folder: "Zuletzt gelöscht" },
  ];
  const sim = simMacForTests({ desktop: desktop({ notes: seeded }, "de_DE"), costs: "none" });

  it("lists the notes but not the deleted ones, which Notes keeps in Zuletzt gelöscht", async () => {
    const said = await commandBarLatency(sim, "list my notes");
    assert.equal(said.result, "✓ 1 recent notes:\n1. Einkauf (Notizen)", "only the note outside the bin");
  });

  it('makes a note titled "-1 Idee": a title starting with "-" is never an option of osascript (E12)', async () => {
    const made = await sim.agent!.spoon.callApp(NOTES_CREATE, { title: "-1 Idee", body: "später" });
    assert.ok(made.ok, made.ok ? "" : made.error.message);
    const notes = (sim.appState("Notes") as { notes: { body: string }[] }).notes;
    const note = { title: "-1 Idee", body: "<div><h1>-1 Idee</h1></div><div>später</div>", folder: "Notizen" };
    assert.deepEqual(notes.at(-1), note, "the note made, its body the HTML Notes keeps");
  });
});

describe("Notes with 2,000 notes in several folders, at a Mac's costs (E2)", () => {
  const sim = simMacForTests({ desktop: desktop(realSizeNotes(2_000)), costs: "mac" });

  it("lists the recent notes and adds to a note found by its title, each within 1 s of Return", async () => {
    const listed = await commandBarLatency(sim, "list my notes");
    assert.match(listed.result ?? "", /^✓ 10 recent notes:\n1\. note 0 \(Notes\)\n/, "the newest first");
    assert.doesNotMatch(listed.result ?? "", /note 5 /, "note 5 is in Recently Deleted");
    assert.ok((listed.told ?? Infinity) <= 1_000, `listed in ${listed.told} ms`);
    const added = await commandBarLatency(sim, "add bread to the groceries note");
    assert.match(added.result ?? "", /^✓ .*groceries/, "the note was found and added to");
    assert.ok((added.told ?? Infinity) <= 1_000, `added in ${added.told} ms`);
  });
});
