import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import * as z from "zod";
import { commandType, defineCommand, done, type CommandDefinition } from "../../../agent/src/commands/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { COMMANDS, tieredApproval, type Command } from "../../../agent/src/registry/index.ts";
import { Config } from "../../../agent/src/store/index.ts";
import { jotter } from "../../fakes/tiers/jotter.ts";
import { DESKTOPS } from "../../support/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

/** The destructive tools among `definitions` that cannot say what will happen: a programmer's error. */
const destructiveWithoutApproval = (definitions: readonly CommandDefinition[]) =>
  definitions.filter((command) => command.tier === "destructive" && !command.approval).map((command) => command.type);

const careless = defineCommand({
  type: "careless_erase",
  schema: z.strictObject({ type: commandType("careless_erase") }),
  description: "Erases without saying what.",
  tier: "destructive",
  run: async () => done("erased"),
});

describe("every app tool of the registry", () => {
  it("declares an approval listing what will happen when it is destructive", () => {
    assert.deepEqual(destructiveWithoutApproval(COMMANDS), [], "the destructive tools without an approval");
    assert.deepEqual(destructiveWithoutApproval(jotter.commands), [], "Jotter's destructive tools without one");
    assert.deepEqual(destructiveWithoutApproval([careless]), ["careless_erase"], "the careless tool is caught");
  });

  it("throws, as a programmer's error, when a destructive tool would run unasked", () => {
    const definition = careless as unknown as CommandDefinition<Command>;
    const commands = [{ type: "careless_erase" }] as unknown as Command[];
    assert.throws(
      () => tieredApproval(definition, commands, desktop, Config.parse({})),
      /careless_erase is destructive/,
    );
  });
});
