import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../../agent/src/contract/index.ts";
import { planOffline } from "../../../../agent/src/registry/index.ts";
import { DESKTOPS } from "../../../support/index.ts";

const laptop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-laptop.json"), "utf8")));
const planned = (text: string) => planOffline(text, laptop);
const plansNote = (text: string, title: string, body: string) =>
  assert.deepEqual(planned(text).commands, [{ type: "notes_create", title, body }], `the note planned for "${text}"`);

describe("Notes' offline rules: a new note's title and body", () => {
  it("parts the title from the body at the colon, as typed", () => {
    plansNote("new note Groceries: milk, eggs", "Groceries", "milk, eggs");
    plansNote("create a note called Standup", "Standup", "");
  });

  it("keeps a colon inside a time or a ratio in the title: '1:1 with Sam: agenda'", () => {
    plansNote("new note 1:1 with Sam: agenda", "1:1 with Sam", "agenda");
    plansNote("new note 10:30 standup", "10:30 standup", "");
  });

  it("plans no note when two colons could each end the title", () => {
    const envelope = planned("new note links: see: this");
    assert.deepEqual(envelope.commands, [], "no note is created");
    assert.equal(envelope.cannot, "offline", "left to Claude, not guessed");
  });
});
