import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseArgs, UNDO_CONTRACT } from "../../../agent/src/cli/args.ts";
import { parseCommand } from "../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";

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

  it("reads undo as exec of the undo command, and aliases as a list or one phrase to forget", () => {
    // The word after --sim is FILE as run reads it: a file that is there (a path that is not is refused).
    assert.deepEqual(parseArgs(["undo", "--sim", DEFAULT_DESKTOP, "--json"]), {
      verb: "exec",
      sim: DEFAULT_DESKTOP,
      yes: false,
      json: true,
      contract: UNDO_CONTRACT,
    });
    assert.throws(
      () => parseArgs(["undo", "that"]),
      /undo takes no command \(it takes back the last one\), got "that"/,
    );
    assert.throws(
      () => parseArgs(["undo", "--all"]),
      /undo does not take --all; it takes --sim \[FILE\], --yes, --json/,
    );
    assert.deepEqual(parseArgs(["aliases"]), { verb: "aliases", remove: undefined, json: false, sim: undefined });
    assert.deepEqual(parseArgs(["aliases", "remove", "my", "editor", "--json"]), {
      verb: "aliases",
      remove: "my editor",
      json: true,
      sim: undefined,
    });
    assert.throws(() => parseArgs(["aliases", "remove"]), /aliases remove "my editor"/);
  });

  it("reads log and aliases with --sim (the built-in desktop's runs) or --sim FILE (that file's)", () => {
    const log = (sim: string | true | undefined) => ({ verb: "log", since: undefined, json: false, sim });
    assert.deepEqual(parseArgs(["log", "--sim"]), log(true));
    assert.deepEqual(parseArgs(["log", "--sim", DEFAULT_DESKTOP]), log(DEFAULT_DESKTOP));
    assert.deepEqual(parseArgs(["log", "--sim=desk.json"]), log("desk.json"));
    assert.deepEqual(parseArgs(["log", "--sim", "--json"]), { ...log(true), json: true });
    assert.deepEqual(parseArgs(["aliases", "--sim", "remove", "my", "editor"]), {
      verb: "aliases",
      remove: "my editor",
      json: false,
      sim: true,
    });
    assert.deepEqual(parseArgs(["aliases", "--sim", DEFAULT_DESKTOP, "--json"]), {
      verb: "aliases",
      remove: undefined,
      json: true,
      sim: DEFAULT_DESKTOP,
    });
    assert.throws(
      () => parseArgs(["log", "--sim", "./nowhere.json"]),
      /--sim \.\/nowhere\.json: there is no such file/,
    );
  });

  it("reads mcp with --sim, --sim FILE, --sim=FILE and --yes, and nothing else", () => {
    assert.deepEqual(parseArgs(["mcp"]), { verb: "mcp", sim: undefined, yes: false });
    assert.deepEqual(parseArgs(["mcp", "--sim", "--yes"]), { verb: "mcp", sim: true, yes: true });
    assert.deepEqual(parseArgs(["mcp", "--sim", "desk.json"]), { verb: "mcp", sim: "desk.json", yes: false });
    assert.deepEqual(parseArgs(["mcp", "--yes", "--sim=desk.json"]), { verb: "mcp", sim: "desk.json", yes: true });
    assert.throws(() => parseArgs(["mcp", "--json"]), /mcp does not take --json; it takes --sim \[FILE\], --yes/);
    assert.deepEqual(parseArgs(["mcp", "--help"]), { verb: "help", topic: "mcp" });
  });
});
