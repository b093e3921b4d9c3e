import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { homeForSuite } from "../../support/index.ts";

/** `plan` with no snapshot file of the person's making: the simulated desktop, or what `run --json` printed. */
describe("plan --sim, and plan --context given run --json's output", () => {
  const home = homeForSuite();

  it("plans against the built-in simulated desktop, executing nothing", async () => {
    const { value, stdout, stderr } = await captured(() => main(["plan", "--sim", "--offline", "chrome left half"]));
    assert.equal(value, EXIT.done, stderr);
    const envelope = JSON.parse(stdout);
    assert.deepEqual(
      envelope.commands.map((command: { type: string; app_name: string }) => [command.type, command.app_name]),
      [["place_app", "Google Chrome"]],
      "the planned steps: type and app",
    );
  });

  it("takes the after of a saved run --json output as the desktop", async () => {
    const { stdout } = await captured(() => main(["run", "--sim", "--offline", "--json", "list apps"]));
    const saved = join(home.path, "run-output.json");
    writeFileSync(saved, stdout);
    const planned = await captured(() => main(["plan", "--context", saved, "--offline", "slack right half"]));
    assert.equal(planned.value, EXIT.done, planned.stderr);
    assert.equal(JSON.parse(planned.stdout).commands[0].app_name, "Slack");
  });

  it("needs one desktop: --context FILE or --sim [FILE], not both", () => {
    assert.throws(() => parseArgs(["plan", "chrome left half"]), {
      name: "UsageError",
      message: /^plan needs --context FILE \(a desktop snapshot\) or --sim \[FILE\]/,
    });
    assert.throws(() => parseArgs(["plan", "--sim", "--context", "x.json", "tab 1"]), /not both/);
  });
});
