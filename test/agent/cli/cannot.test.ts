import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { mainIn } from "../../support/capture.ts";
import { homeForSuite } from "../../support/index.ts";

/**
 * What cannot be done on this desktop, and what only Claude can plan, are said as such (exit 1), not as a question
 * offering nothing (exit 3, kept for questions with choices); `plan` keeps its envelope and exit 3, saying why.
 */
describe("a command that cannot be done here is no question", () => {
  homeForSuite();
  const env = { ANTHROPIC_API_KEY: undefined };
  const run = (command: string) => mainIn(["run", "--sim", "--offline", command], env);

  const cases: [string, string][] = [
    ["pause spotify", "cannot do that here: Spotify is not running"],
    ["center finder", "cannot do that here: Finder has no window to center"],
    ["play bohemian rhapsody on music", "cannot do that here: Music is not on this Mac"],
    ["close tab 9", "cannot do that here: there is no tab 9; open tabs are 1-5"],
    [
      "type hello world",
      '"type hello world" is not a command the offline planner knows; for Claude to plan it, run it without --offline',
    ],
  ];
  for (const [command, said] of cases)
    it(command, async () => {
      const { code, stdout, stderr } = await run(command);
      assert.deepEqual([code, stdout, stderr], [1, "", `hs-claude: ${said}\n`]);
    });

  it("a question with choices still asks: exit 3 with the choices", async () => {
    const { code, stderr } = await run("move slack to the right");
    assert.equal(code, 3);
    assert.match(stderr, /^hs-claude: the plan needs clarification: .*\n {2}1\. Slack on the right half\n/);
  });

  it("plan prints the envelope and exits 3 as before, its `cannot` saying why no plan was made", async () => {
    const plans = async (command: string) => {
      const { code, stdout } = await mainIn(["plan", "--offline", "--context", DEFAULT_DESKTOP, command], env);
      const { needs_clarification, commands, cannot } = JSON.parse(stdout) as Record<string, unknown>;
      return [code, needs_clarification, commands, cannot];
    };
    assert.deepEqual(
      await plans("pause spotify"),
      [3, true, [], "here"],
      "exit, needs_clarification, commands, cannot",
    );
    assert.deepEqual(
      await plans("type hello world"),
      [3, true, [], "offline"],
      "the same, for words only Claude plans",
    );
    assert.deepEqual(await plans("move slack to the right"), [3, true, [], undefined], "a question: no cannot");
  });
});
