import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { DESKTOPS, homeForSuite } from "../../support/index.ts";

describe("exec --json with a rejected envelope", () => {
  homeForSuite();

  it("prints the one JSON object on stdout and a clear message on stderr, exit 2", async () => {
    const contract = '{"commands":[{"type":"fly"}],"needs_clarification":false,"clarification_reason":null}';
    const sim = join(DESKTOPS, "dev-dual.json");
    const { value, stdout, stderr } = await captured(() => main(["exec", "--sim", sim, "--json", contract]));
    assert.equal(value, EXIT.badInput);
    const output = JSON.parse(stdout);
    assert.match(output.result.error, /^rejected: commands\[0\]\.type: "fly" is not a command/);
    assert.equal(stderr, `hs-claude: ${output.result.error}\n`);
  });
});
