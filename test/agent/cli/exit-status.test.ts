import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { DESKTOPS, homeForSuite } from "../../support/index.ts";

/** The one table of exit statuses (agent/src/cli/exit.ts), followed by every verb. */
describe("exit statuses follow the one table", () => {
  const home = homeForSuite();

  it("an empty or blank command is bad usage (2), as a missing one is", async () => {
    for (const argv of [["run"], ["run", ""], ["run", "  ", "--offline"], ["plan", "--context", "x.json", " "]]) {
      assert.throws(() => parseArgs(argv), { name: "UsageError", message: /needs the command/ }, argv.join(" "));
    }
    const { value, stderr } = await captured(() => main(["run", "--sim", "--offline", " "]));
    assert.equal(value, EXIT.badInput, stderr);
    assert.match(stderr, /^hs-claude: run needs the command, e\.g\. "close all reddit tabs"\n/);
  });

  it("nothing to undo is a failure to do what was asked (1), not bad input (2)", async () => {
    const { value, stderr } = await captured(() => main(["undo", "--sim", join(DESKTOPS, "dev-dual.json")]));
    assert.match(stderr, /there is nothing to undo/);
    assert.equal(value, EXIT.failed, stderr);
  });

  it("run: understood but not done (nothing is called that, an app config.json denies) is 1, not usage", async () => {
    const spotify = await captured(() => main(["run", "--sim", "--offline", "play xqzzyv on spotify"]));
    assert.match(spotify.stderr, /nothing on Spotify is called "xqzzyv"/);
    assert.equal(spotify.value, EXIT.failed, spotify.stderr);
    writeFileSync(join(home.path, "config.json"), JSON.stringify({ apps: { deny: ["Notes"] } }));
    const denied = await captured(() => main(["run", "--sim", "--offline", "list my notes"]));
    assert.match(denied.stderr, /refused: .*"apps\.deny" lists "Notes"/);
    assert.equal(denied.value, EXIT.failed, denied.stderr);
  });
});
