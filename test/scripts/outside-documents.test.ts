/**
 * Comments and messages describe behaviour in the code's own words: nothing in the code, its tests, scripts or
 * bench points a reader at documents that do not ship with the repository (the product specification, the seed
 * documents, the references kept beside it while it was built). Where a reference helps, the README and
 * VERIFY_ON_MAC.md ship. And the repository stands alone: no file of it, documents and data included, names the
 * folder that sat beside it, so that a clone with nothing beside it has all its commands, tests and checks need.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { REPO } from "../support/index.ts";

/** The folders checked, every file in them. */
const FOLDERS = ["agent/src", "spoon/src", "spoon/spec", "spoon/types", "bin", "scripts", "bench", "test"];

/** This file: it names what it looks for. */
const OWN_FILE = "test/scripts/outside-documents.test.ts";

/**
 * The folder beside the repository, by any path or name that reaches it: written in pieces so that this file, which
 * must hold the pattern, does not name it itself.
 */
const BESIDE = "shared";
const SIBLING_FOLDER = new RegExp(
  [
    `\\.\\./${BESIDE}\\b`,
    `["']\\.\\.["'],\\s*["']${BESIDE}["']`,
    `/work/${BESIDE}\\b`,
    `HS_CLAUDE_${BESIDE.toUpperCase()}\\b`,
  ].join("|"),
);

/** Each kind of pointer to a document outside the repository. */
const OUTSIDE: Record<string, RegExp> = {
  "the product specification": /\bSPEC\b/,
  "a seed document": /\b[Ss]eeds?(\s+\d{3}\b|'s\b|-style\b|\/)|\bthe seeds?\b/,
  "a shared reference": /\b(STYLE|STYLE-ANCHORS|PEERS|HAMMERSPOON|ENGINEERING|MAC-COSTS)\.md\b|\bMAC-COSTS\b/,
  "the folder beside the repository": SIBLING_FOLDER,
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

/**
 * Every file of the repository, tracked or new and not ignored, that holds text (a file with a NUL byte is binary),
 * paths relative to the repository.
 */
function filesOfRepository(): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: REPO,
    encoding: "utf8",
  });
  assert.equal(listed.status, 0, `git ls-files in ${REPO}: ${listed.stderr}`);
  return listed.stdout
    .split("\0")
    .filter((file) => file !== "" && existsSync(join(REPO, file)))
    .filter((file) => !readFileSync(join(REPO, file)).includes(0));
}

const shown = (p: Pointer) => `${p.file}:${p.line}: ${p.kind}: ${p.text}`;

describe("comments and messages name only documents that ship with the code", () => {
  it("finds each kind of pointer, in a comment or a string, and leaves a random seed and a hotkey spec", () => {
    const text = [
      "/** The snapshot of SPEC section 4. */",
      'const help = "--context FILE (SPEC 4)";',
      "// seed 004's result",
      "/** The seed's envelope. */",
      "// Messages API wire format (ENGINEERING.md section 4)",
      `const desktops = "../${BESIDE}/eval/desktops";`,
      `const beside = join(root, "..", "${BESIDE}");`,
      `npm test needs /work/${BESIDE}/tools, or HS_CLAUDE_${BESIDE.toUpperCase()}=DIR`,
      "fc.sample(cases, { seed: 20261123 });",
      "for (const [action, spec] of pairs(map)) {}",
      `const ${BESIDE} = "eval/${BESIDE}-desktops"; // a word, not the folder`,
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
        "6 the folder beside the repository",
        "7 the folder beside the repository",
        "8 the folder beside the repository",
      ],
      "the lines found and what they name",
    );
  });

  it("no file of the code, its tests, scripts or bench points at a document outside the repository", () => {
    assert.deepEqual(pointersInRepository().map(shown), [], "lines that name a document outside the repository");
  });

  it("no file of the repository, this one included, names the folder that sat beside it", () => {
    const files = filesOfRepository();
    for (const file of ["README.md", "package.json", ".ci/run", "eval/README.md", OWN_FILE])
      assert.ok(files.includes(file), `${file} is among the files read`);
    const named = files.flatMap((file) =>
      readFileSync(join(REPO, file), "utf8")
        .split("\n")
        .flatMap((line, at) => (SIBLING_FOLDER.test(line) ? [`${file}:${at + 1}: ${line.trim().slice(0, 100)}`] : [])),
    );
    assert.deepEqual(named, [], "lines that name the folder beside the repository");
  });
});
