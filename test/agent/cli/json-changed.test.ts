import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { homeForSuite } from "../../support/index.ts";

/** `run --json` carries the `changed:` block the text output shows, as a list of the same lines. */
describe("--json: what changed, as the text output says it", () => {
  homeForSuite();

  it("run --json's changed lists the lines the text output's changed: block shows", async () => {
    const command = ["run", "--sim", "--offline", "slack left half"];
    const text = await captured(() => main(command));
    assert.equal(text.value, EXIT.done, text.stderr);
    const block = text.stdout.split("changed:\n")[1] ?? "";
    const lines = block
      .split("\n")
      .filter((line) => line.startsWith("  "))
      .map((line) => line.slice(2));
    assert.ok(
      lines.some((line) => line.startsWith('Slack "')),
      `the text's changed: block: ${text.stdout}`,
    );
    const json = await captured(() => main([...command, "--json"]));
    assert.equal(json.value, EXIT.done, json.stderr);
    assert.deepEqual(JSON.parse(json.stdout).changed, lines, "JSON's changed, line for line");
  });

  it("nothing changed: an empty list, not a missing field", async () => {
    const { stdout } = await captured(() => main(["run", "--sim", "--offline", "--json", "list apps"]));
    assert.deepEqual(JSON.parse(stdout).changed, [], "what list apps changed");
  });
});
