import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import * as z from "zod";
import { commandType, defineCommand, done, type CommandDefinition } from "../../../agent/src/commands/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import {
  approvalsFor,
  COMMANDS,
  isDeniedCommand,
  tieredApproval,
  type Command,
} from "../../../agent/src/registry/index.ts";
import { Config } from "../../../agent/src/store/index.ts";
import { fakeContext } from "../../fakes/command-context.ts";
import { fakeSpoon } from "../../fakes/spoon-client.ts";
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

describe("what a client's plan asks, and what apps.deny turns off", () => {
  /** One valid command of each destructive tool a client may call on the desktop, with nothing else asking. */
  const CALLS: Record<string, object> = {
    close_tab: { tab_indices: [1] },
    undo: {},
    safari_close_tab: { tab: "reddit", all: false },
  };

  it("asks before every destructive tool a client gives, one tab closed and an undo too, a person's not", () => {
    const config = Config.parse({});
    for (const [type, fields] of Object.entries(CALLS)) {
      const commands = [{ type, ...fields }] as unknown as Command[];
      assert.equal(approvalsFor(commands, desktop, config).length, 0, `${type} of a person's words asks nothing`);
      const [asked] = approvalsFor(commands, desktop, config, undefined, { client: true });
      assert.ok(asked, `${type} of a client's asks`);
    }
  });

  it("turns off a denied app's commands, and page steps once every browser that runs them is denied", () => {
    const deny = (apps: string[]) => Config.parse({ apps: { deny: apps } });
    assert.equal(isDeniedCommand("finder_trash", deny(["finder"])), true, "names in any case");
    assert.equal(isDeniedCommand("close_tab", deny(["Google Chrome"])), true, "Chrome's own commands");
    assert.equal(isDeniedCommand("page_click", deny(["Safari"])), false, "page steps still run in Chrome");
    assert.equal(isDeniedCommand("page_click", deny(["Safari", "Google Chrome"])), true, "no browser left");
    assert.equal(isDeniedCommand("place_app", deny(["Safari", "Google Chrome"])), false, "the desktop's own");
  });

  it("refuses a page step in a denied browser in front, sending nothing to it", async () => {
    const safari = {
      ...desktop,
      apps: [...desktop.apps.map((app) => ({ ...app, frontmost: false })), SAFARI],
    } as Snapshot;
    const step = COMMANDS.find((command) => command.type === "page_html")! as unknown as CommandDefinition<Command>;
    const calls: string[] = [];
    const spoon = fakeSpoon({});
    spoon.callApp = async (op) => {
      calls.push(op.name);
      throw new Error("no page step may reach a denied browser");
    };
    const ctx = fakeContext(spoon, safari, { config: Config.parse({ apps: { deny: ["Safari"] } }) });
    const outcome = await step.run({ type: "page_html" } as Command, ctx);
    assert.equal(outcome.ok, false);
    assert.match(outcome.message, /^the tools of Safari are turned off \("apps\.deny" lists "Safari"/);
    assert.deepEqual(calls, [], "nothing sent to Safari");
  });
});

const SAFARI = { name: "Safari", bundleID: "com.apple.Safari", running: true, frontmost: true, hidden: false };
