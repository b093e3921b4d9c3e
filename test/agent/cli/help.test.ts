import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { USAGE, VERBS, verbHelp } from "../../../agent/src/cli/help.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";

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
});
