import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { diagnose } from "../../../agent/src/cli/doctor.ts";
import { loadConfig } from "../../../agent/src/store/config.ts";
import { freePort, tempHome } from "../../support/index.ts";
import { runCli } from "../../support/cli.ts";

describe("a key config.json does not know is refused, naming it and the key it most likely meant", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());
  const write = (config: unknown) => writeFileSync(join(home.path, "config.json"), JSON.stringify(config));

  const cases: [unknown, string][] = [
    [{ apps: { deney: ["Notes"] } }, 'apps: unknown key "deney"; did you mean apps.deny?'],
    [{ app: { deny: ["Notes"] } }, 'unknown key "app"; did you mean apps?'],
    [{ apps: { askBeforeWrite: true } }, 'apps: unknown key "askBeforeWrite"; did you mean apps.askBeforeWrites?'],
    [
      { agent: { colour: "red" } },
      'agent: unknown key "colour"; the keys here are maxIterations, timeoutSeconds, actionDelay',
    ],
  ];
  for (const [config, said] of cases)
    it(JSON.stringify(config), () => {
      write(config);
      assert.throws(() => loadConfig(home.path), { name: "InputError", message: `${home.path}/config.json: ${said}` });
    });

  it("run --sim stops with exit 2 before a denied app's tool runs, and doctor marks it", async () => {
    write({ apps: { deney: ["Notes"] } });
    const run = await runCli(["run", "--sim", "--offline", "new note test: hi"], { HS_CLAUDE_HOME: home.path });
    assert.equal(run.code, 2, run.stderr);
    assert.equal(
      run.stderr.trim(),
      `hs-claude: ${home.path}/config.json: apps: unknown key "deney"; did you mean apps.deny?`,
    );
    const findings = await diagnose(home.path, await freePort());
    assert.deepEqual(
      findings.find((finding) => finding.text.includes("config.json")),
      {
        mark: "✗",
        text: `${home.path}/config.json: apps: unknown key "deney"; did you mean apps.deny?`,
        fix: `fix or remove ${home.path}/config.json`,
      },
    );
  });
});
