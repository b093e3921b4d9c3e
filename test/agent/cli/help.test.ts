import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { USAGE, VERBS, verbHelp, type Verb } from "../../../agent/src/cli/help.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { REPO } from "../../support/index.ts";

/** The top-level fields a snapshot file must have, as the schema reports them missing from `{}`. */
const requiredFields = () => {
  const parsed = Snapshot.safeParse({});
  assert.equal(parsed.success, false, "an empty object is no snapshot");
  return [...new Set(parsed.error!.issues.map((issue) => String(issue.path[0])))];
};

describe("the CLI's help", () => {
  it("plan --help says what a --context file holds and where one comes from", () => {
    const help = verbHelp("plan");
    const fields = requiredFields();
    assert.ok(fields.length >= 5, `the snapshot's required fields: ${fields.join(", ")}`);
    for (const field of fields) assert.match(help, new RegExp(`\\b${field}\\b`), `plan --help names ${field}`);
    assert.match(help, /"after" that run --json and exec --json print/);
  });

  it("names no document that does not ship with the command", () => {
    for (const text of [USAGE, ...VERBS.map(verbHelp)]) assert.doesNotMatch(text, /\bSPEC\b|section \d/);
  });

  it("each verb's help gives two or three examples that parse as written, their --sim desktops shipped", () => {
    const cwd = process.cwd();
    process.chdir(REPO);
    try {
      for (const verb of VERBS) {
        const examples = examplesOf(verb);
        assert.ok(examples.length >= 2 && examples.length <= 3, `${verb} --help: ${examples.length} examples`);
        for (const example of examples) {
          const argv = words(example.slice(example.lastIndexOf("hs-claude ")).split(" #")[0]!).slice(1);
          assert.doesNotThrow(() => parseArgs(argv), `${verb} --help: ${example}`);
          for (const file of argv.filter((arg) => arg.startsWith("test/sim/desktops/")))
            assert.ok(existsSync(join(REPO, file)), `${verb} --help names ${file}, which ships`);
        }
      }
      assert.ok(
        examplesOf("run").some((example) => example.includes("test/sim/desktops/")),
        "run --help: a desktop",
      );
    } finally {
      process.chdir(cwd);
    }
  });

  it("lists exit status 3 only for the verbs that can ask; aliases says sites are learned too", () => {
    for (const verb of VERBS) {
      const asks = ["plan", "exec", "run"].includes(verb);
      assert.equal(/\b3 the plan needs clarification/.test(verbHelp(verb)), asks, `${verb} --help's exit statuses`);
    }
    assert.match(verbHelp("aliases"), /apps and sites/);
  });
});

/** The example lines of a verb's help. */
const examplesOf = (verb: Verb) =>
  (verbHelp(verb).split("examples:\n")[1] ?? "")
    .split("\n\n")[0]!
    .split("\n")
    .filter(Boolean)
    .map((line) => line.trim());

/** A command line split into words as a shell would: quotes '...' and "..." keep spaces. */
const words = (line: string) =>
  [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
