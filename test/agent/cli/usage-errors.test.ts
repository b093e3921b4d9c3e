import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { homeForSuite } from "../../support/index.ts";

/** A usage error: its one line, then the verb's own usage (not every verb's), and exit 2. */
async function usageError(argv: string[]): Promise<string[]> {
  const { value, stdout, stderr } = await captured(() => main(argv));
  assert.deepEqual([value, stdout], [EXIT.badInput, ""], stderr);
  return stderr.trimEnd().split("\n");
}

describe("a usage error says what was probably meant, with the verb's own usage", () => {
  homeForSuite();

  it("a mistyped verb or option: did you mean, one edit away", async () => {
    const [rnu, hint] = await usageError(["rnu", "chrome left half"]);
    assert.match(rnu!, /^hs-claude: unknown command rnu; did you mean run\? valid: serve, plan, exec, run/);
    assert.equal(hint, "hs-claude --help lists every verb with its options");
    const [version] = await usageError(["--verison"]);
    assert.match(version!, /^hs-claude: unknown command --verison; did you mean --version\?/);
    const [offline] = await usageError(["run", "--sim", "--offine", "chrome left half"]);
    assert.equal(
      offline,
      "hs-claude: run does not take --offine; did you mean --offline? it takes --sim [FILE], --offline, --yes, --json",
    );
    const [port] = await usageError(["serve", "--prot", "9000"]);
    assert.equal(port, "hs-claude: serve does not take --prot; did you mean --port? it takes --port N");
    assert.throws(() => parseArgs(["log", "--hepl"]), /^UsageError: log does not take --hepl; did you mean --help\?/);
    assert.throws(() => parseArgs(["fly"]), { message: /^unknown command fly; valid: / }, "nothing close: no guess");
  });

  it("prints the verb's usage line and where its help is, not the whole usage", async () => {
    const lines = await usageError(["run", "--jsn", "chrome left half"]);
    assert.deepEqual(
      lines.slice(1),
      [
        "usage:",
        '  hs-claude run [--sim [FILE]] [--offline] [--yes] [--json] "<command>"',
        `${" ".repeat(50)}plan, then execute`,
        "  hs-claude run --help: its options and examples",
      ],
      "the lines after the error",
    );
    assert.ok(!lines.some((line) => line.includes("hs-claude serve") || line.includes("environment:")));
    const bare = await usageError([]);
    assert.ok(bare.includes("environment:"), "a bare hs-claude still shows the whole usage");
  });

  it("refuses an unknown short flag rather than taking it into the command (run, plan, exec, undo)", () => {
    assert.throws(() => parseArgs(["run", "--sim", "-y", "close", "tab", "2"]), {
      name: "UsageError",
      message: "run does not take -y; did you mean --yes? it takes --sim [FILE], --offline, --yes, --json",
    });
    assert.throws(() => parseArgs(["plan", "--sim", "-o", "chrome left half"]), /plan does not take -o; did you/);
    assert.throws(() => parseArgs(["exec", "-j", "{}"]), /exec does not take -j; did you mean --json\?/);
    assert.throws(() => parseArgs(["undo", "-y"]), /undo does not take -y; did you mean --yes\?/);
    const words = (argv: string[]) => (parseArgs(argv) as { command: string }).command;
    assert.equal(words(["run", "--", "-y", "close", "tab", "2"]), "-y close tab 2", "after --, it is the command");
    assert.equal(words(["run", "volume", "-5"]), "volume -5", "a number is no flag");
  });
});
