import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { parseCommand, parseEnvelope } from "../../../agent/src/registry/index.ts";
import { fuzzOptions } from "../../support/fuzz-runs.ts";
import { EVAL } from "../../support/index.ts";
import { MORE_SEEDS, nearValidEnvelope, validCommands } from "../../support/fuzz-envelopes.ts";

/** The commands the planner's evaluation expects: valid commands of every kind, written by people. */
const SEEDS = validCommands(
  readFileSync(join(EVAL, "planner-dev.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => (JSON.parse(line) as { expect: { commands: object[] } }).expect.commands)
    .concat(MORE_SEEDS),
  (value, position) => parseCommand(value, position).ok,
);

describe("envelopes, fuzzed: anything is checked without a throw, and a refusal names what is wrong", () => {
  it("has seeds of many command types to mutate", () => {
    const types = new Set(SEEDS.map((command) => command.type));
    assert.ok(types.size >= 35, `seed command types: ${[...types].join(", ")}`);
  });

  it("any JSON value, and any JS value, is accepted or refused with a message; nothing throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (value) => {
        const checked = parseEnvelope(value);
        if (!checked.ok) assert.ok(checked.error.trim().length > 0, "a refusal says why");
      }),
      fuzzOptions(300),
    );
  });

  it("a valid command mutated (field dropped, wrong type, huge, deep, unicode, NaN) is refused naming it", () => {
    fc.assert(
      fc.property(nearValidEnvelope(SEEDS), ({ envelope, mutated, where }) => {
        const checked = parseEnvelope(envelope);
        if (checked.ok) return;
        assert.ok(checked.error.trim().length > 0, "a refusal says why");
        assert.ok(checked.error.length < 20_000, `a refusal is a message, not a dump: ${checked.error.length} chars`);
        if (mutated === "command") assert.match(checked.error, new RegExp(`commands\\[${where}\\]|nests deeper`));
      }),
      fuzzOptions(300),
    );
  });
});
