import assert from "node:assert/strict";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { freePort, savedEnvironment, tempHome } from "../../support/index.ts";

const EMPTY = '{"commands":[],"needs_clarification":false,"clarification_reason":null}';

/** The verbs that need the running agent, when none runs: they say so and write nothing anywhere. */
describe("without an agent, undo, run and exec change nothing on disk", () => {
  let folder: ReturnType<typeof tempHome>;
  const saved = savedEnvironment();
  before(async () => {
    folder = tempHome();
    process.env.HS_CLAUDE_PORT = String(await freePort());
  });
  after(() => {
    saved.restore();
    folder.remove();
  });

  it("a home that does not exist is not made (no token, no folder); the message says to start the agent", async () => {
    const home = join(folder.path, "never-made");
    process.env.HS_CLAUDE_HOME = home;
    for (const argv of [["undo"], ["run", "--offline", "chrome left half"], ["exec", EMPTY]]) {
      const { value, stderr } = await captured(() => main(argv));
      assert.equal(value, EXIT.failed, stderr);
      assert.match(stderr, /^hs-claude: no agent at 127\.0\.0\.1:\d+: start it with `npx hs-claude serve`/);
      assert.equal(existsSync(home), false, `${argv[0]} made ${home}`);
    }
  });

  it("--json: no agent answering is one JSON object on stdout as well as the message on stderr", async () => {
    process.env.HS_CLAUDE_HOME = join(folder.path, "never-made");
    for (const argv of [
      ["run", "--json", "chrome left half"],
      ["exec", "--json", EMPTY],
      ["undo", "--json"],
    ]) {
      const { value, stdout, stderr } = await captured(() => main(argv));
      assert.equal(value, EXIT.failed, stderr);
      const output = JSON.parse(stdout);
      assert.deepEqual([output.plan, output.result.success, output.after], [null, false, null], argv.join(" "));
      assert.match(output.result.error, /^no agent at 127\.0\.0\.1:\d+: start it with `npx hs-claude serve`/);
      assert.equal(stderr, `hs-claude: ${output.result.error}\n`);
    }
  });

  it("exec: an envelope of the wrong shape is refused before connecting, exit 2 (with --json too)", async () => {
    process.env.HS_CLAUDE_HOME = join(folder.path, "never-made");
    const plain = await captured(() => main(["exec", "{}"]));
    assert.deepEqual([plain.value, plain.stdout], [EXIT.badInput, ""], plain.stderr);
    assert.match(plain.stderr, /^hs-claude: rejected: commands: /);
    const json = await captured(() => main(["exec", "--json", "{}"]));
    assert.equal(json.value, EXIT.badInput, json.stderr);
    const output = JSON.parse(json.stdout);
    assert.deepEqual([output.result.success, output.after], [false, null], "no desktop to read: after is null");
    assert.equal(json.stderr, `hs-claude: ${output.result.error}\n`);
  });

  it("an empty home stays empty", async () => {
    const home = join(folder.path, "empty");
    mkdirSync(home, { mode: 0o700 });
    process.env.HS_CLAUDE_HOME = home;
    const { value, stderr } = await captured(() => main(["undo"]));
    assert.equal(value, EXIT.failed, stderr);
    assert.deepEqual(readdirSync(home), [], "the files undo left in the home");
  });
});
