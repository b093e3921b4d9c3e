import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { parseCommand } from "../../../agent/src/commands/index.ts";

describe("the command line", () => {
  it("gives help per verb, the version, and the overview", () => {
    assert.deepEqual(parseArgs(["run", "--help"]), { verb: "help", topic: "run" });
    assert.deepEqual(parseArgs(["exec", "-h"]), { verb: "help", topic: "exec" });
    assert.deepEqual(parseArgs(["help", "plan"]), { verb: "help", topic: "plan" });
    assert.deepEqual(parseArgs(["--help"]), { verb: "help" });
    assert.deepEqual(parseArgs(["--version"]), { verb: "version" });
  });

  it("refuses a bare hs-claude and an unknown verb as bad usage", () => {
    assert.throws(() => parseArgs([]), { name: "UsageError", message: "say what to do" });
    assert.throws(() => parseArgs(["fly"]), {
      name: "UsageError",
      message: /unknown command fly; valid: serve, plan, exec, run/,
    });
  });

  it("takes everything after -- as the command, even when it starts with -", () => {
    assert.deepEqual(parseArgs(["run", "--offline", "--", "-5", "--help"]), {
      verb: "run",
      sim: undefined,
      offline: true,
      yes: false,
      json: false,
      command: "-5 --help",
    });
    assert.equal((parseArgs(["exec", "--", "-x"]) as { contract: string }).contract, "-x");
  });

  it("names a huge number as too large instead of printing 1e+32", () => {
    const parsed = parseCommand({ type: "switch_tab", tab_index: 1e32 }, 0);
    assert.ok(!parsed.ok);
    assert.match(parsed.error, /tab_index: tab indices are at most 100000: no browser holds more tabs/);
    assert.doesNotMatch(parsed.error, /e\+/);
  });
});
