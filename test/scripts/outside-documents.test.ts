/**
 * Comments and messages describe behaviour in the code's own words: nothing in the code, its tests, scripts or
 * bench points a reader at documents that do not ship with the repository (the product specification, the seed
 * documents, the shared folder's references). Where a reference helps, the README and VERIFY_ON_MAC.md ship.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { REPO } from "../support/index.ts";

/** The folders checked, every file in them. */
const FOLDERS = ["agent/src", "spoon/src", "spoon/spec", "spoon/types", "bin", "scripts", "bench", "test"];

/** This file: it names what it looks for. */
const OWN_FILE = "test/scripts/outside-documents.test.ts";

/** Each kind of pointer to a document outside the repository. */
const OUTSIDE: Record<string, RegExp> = {
  "the product specification": /\bSPEC\b/,
  "a seed document": /\b[Ss]eeds?(\s+\d{3}\b|'s\b|-style\b|\/)|\bthe seeds?\b/,
  "a shared reference": /\b(STYLE|STYLE-ANCHORS|PEERS|HAMMERSPOON|ENGINEERING|MAC-COSTS)\.md\b|\bMAC-COSTS\b/,
  "the shared folder": /\.\.\/shared\b|["']\.\.["'],\s*["']shared["']|\/work\/shared/,
};
const SHARED_FOLDER = "the shared folder";

/** Files that must reach the shared folder for tools and data the checks run (its path only, nothing else). */
const READS_SHARED: Record<string, string> = {
  "scripts/test.ts": "npm test runs load_spoon.lua, hs_conformance.py and score_planner.py from the shared folder",
  "test/support/index.ts": "SHARED and DESKTOPS: where the tests find the evaluation desktops and the hs API lists",
  "spoon/spec/coordinates_spec.lua": "busted converts coordinates on every screen of the evaluation desktops",
};

interface Pointer {
  file: string;
  line: number;
  kind: string;
  text: string;
}

/** The lines of `text` that point outside the repository, each with the kind of document it names. */
function pointersIn(file: string, text: string): Pointer[] {
  return text.split("\n").flatMap((line, index) =>
    Object.entries(OUTSIDE)
      .filter(([, pattern]) => pattern.test(line))
      .map(([kind]) => ({ file, line: index + 1, kind, text: line.trim() })),
  );
}

/** Every pointer in the checked folders, paths relative to the repository. */
function pointersInRepository(): Pointer[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(REPO, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(REPO.length).replace(/^\//, ""))
      .filter((file) => file !== OWN_FILE)
      .flatMap((file) => pointersIn(file, readFileSync(join(REPO, file), "utf8"))),
  );
}

const allowed = (p: Pointer) => p.kind === SHARED_FOLDER && p.file in READS_SHARED;
const shown = (p: Pointer) => `${p.file}:${p.line}: ${p.kind}: ${p.text}`;

describe("comments and messages name only documents that ship with the code", () => {
  it("finds each kind of pointer, in a comment or a string, and leaves a random seed and a hotkey spec", () => {
    const text = [
      "/** The snapshot of SPEC section 4. */",
      'const help = "--context FILE (SPEC 4)";',
      "// seed 004's result",
      "/** The seed's envelope. */",
      "// Messages API wire format (ENGINEERING.md section 4)",
      'const desktops = "../shared/eval/desktops";',
      'const shared = join(root, "..", "shared");',
      "fc.sample(cases, { seed: 20261123 });",
      "for (const [action, spec] of pairs(map)) {}",
    ].join("\n");
    const found = pointersIn("x.ts", text).map((p) => `${p.line} ${p.kind}`);
    assert.deepEqual(
      found,
      [
        "1 the product specification",
        "2 the product specification",
        "3 a seed document",
        "4 a seed document",
        "5 a shared reference",
        "6 the shared folder",
        "7 the shared folder",
      ],
      "the lines found and what they name",
    );
  });

  it("no file of the code, its tests, scripts or bench points at a document outside the repository", () => {
    const outside = pointersInRepository().filter((p) => !allowed(p));
    assert.deepEqual(outside.map(shown), [], "lines that name a document outside the repository");
  });

  it("each listed file still needs its place on the list", () => {
    const pointers = pointersInRepository();
    const readsShared = (file: string) => pointers.some((p) => p.file === file && p.kind === SHARED_FOLDER);
    const stale = Object.keys(READS_SHARED).filter((file) => !readsShared(file));
    assert.deepEqual(stale, [], "listed files that no longer name a document outside the repository");
  });
});
