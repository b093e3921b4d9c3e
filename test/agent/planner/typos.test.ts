import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { correctTypos } from "../../../agent/src/planner/typos.ts";
import { editDistance } from "../../../agent/src/util/index.ts";
import { DESKTOPS } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

describe("typo correction", () => {
  it("counts one edit for a wrong, missing, extra or swapped letter, and caps the rest at two", () => {
    assert.equal(editDistance("slack", "slack"), 0);
    assert.equal(editDistance("slakc", "slack"), 1);
    assert.equal(editDistance("slck", "slack"), 1);
    assert.equal(editDistance("slacks", "slack"), 1);
    assert.equal(editDistance("sleck", "slack"), 1);
    assert.equal(editDistance("sptfy", "spotify"), 2);
    assert.equal(editDistance("minimize", "maximize"), 2);
  });

  it("corrects words one edit from exactly one known word, and leaves known and short words alone", () => {
    assert.equal(correctTypos("focsu slakc", dual), "focus slack");
    assert.equal(correctTypos("close all redit tabs", dual), "close all reddit tabs");
    assert.equal(correctTypos("put crusor on the rihgt half", dual), "put cursor on the right half");
    assert.equal(correctTypos("focus sptfy", dual), "focus sptfy", "two edits away: not guessed");
    assert.equal(correctTypos("move it to the lft hlf", dual), "move it to the left half", "three letters, one edit");
    assert.equal(correctTypos("close all tabs but the new one", dual), "close all tabs but the new one");
    for (const words of ["let the man see the pen", "cut the pot out of the tub", "sit on the lad"])
      assert.equal(correctTypos(words, dual), words, "common words one letter from the rules' words stay");
  });

  it("never turns a word we have no operation for into one we have", () => {
    assert.equal(correctTypos("minimize slack", dual), "minimize slack");
    assert.equal(correctTypos("hide slack", dual), "hide slack");
    assert.equal(correctTypos("mute spotify", dual), "mute spotify");
    for (const text of ["minimize slack", "mute spotify", "minimise the terminal", "don't close tab 4"])
      assert.equal(planOffline(text, dual).needs_clarification, true, text);
  });

  it("keeps a name being given as typed, and aliases of apps this Mac does not have out of the vocabulary", () => {
    assert.equal(correctTypos("save this layout as work", dual), "save this layout as work");
    assert.deepEqual(
      planOffline("save this layuot as wrk", dual).commands,
      [{ type: "save_preset", preset_name: "wrk" }],
      'the commands planned for "save this layuot as wrk"',
    );
    assert.equal(correctTypos("focus wrd", dual), "focus wrd");
    assert.equal(correctTypos("focus work", dual), "focus work", "Microsoft Word is not installed here");
  });

  it("does not correct a word one edit from two names", () => {
    const twins = Snapshot.parse({
      ...dual,
      installedApps: [
        ...dual.installedApps,
        { name: "Nodes", bundleID: "x.nodes" },
        { name: "Notes", bundleID: "x.n" },
      ],
    });
    assert.equal(correctTypos("focus noxes", twins), "focus noxes");
    assert.equal(planOffline("focus noxes", twins).needs_clarification, true);
  });
});
