import assert from "node:assert/strict";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { loadConfig } from "../../../agent/src/store/config.ts";
import { filePresetStore, loadPresets } from "../../../agent/src/store/presets.ts";
import { tempHome } from "../../support/index.ts";

describe("files in the agent's home", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());

  it("take their defaults when missing", () => {
    assert.deepEqual(loadPresets(home.path), [], "the presets of a home without presets.json: none");
    assert.deepEqual(loadConfig(home.path), {
      approval: { closeTabsWithoutAsking: 1 },
      agent: { maxIterations: 20, timeoutSeconds: 300, actionDelay: 0.5 },
      budget: {},
      apps: { deny: [], askBeforeWrites: false },
      audit: { maxBytes: 5_000_000, keep: 3, logTypedText: false },
      page: { executorModel: "claude-haiku-4-5", screenshot: false },
      vision: {},
    });
  });

  it("keep a presets file that cannot be read aside, saying so, and name it to a preset command (LOW 25)", () => {
    writeFileSync(join(home.path, "presets.json"), "[{");
    const logs: LogRecord[] = [];
    const restore = setLogSink((record) => logs.push(record), "warn");
    try {
      assert.deepEqual(loadPresets(home.path), [], "no presets: the broken file stops nothing");
    } finally {
      restore();
    }
    const aside = readdirSync(home.path).filter((name) => name.startsWith("presets.json.corrupt-"));
    assert.equal(aside.length, 1, "kept aside");
    assert.equal(readFileSync(join(home.path, aside[0]!), "utf8"), "[{", "as it was");
    assert.deepEqual(
      logs.map((record) => [record.msg, record.path, record.aside]),
      [
        [
          "the presets file could not be read; kept it aside and started a new one",
          join(home.path, "presets.json"),
          join(home.path, aside[0]!),
        ],
      ],
      "the warnings logged",
    );
    assert.equal(
      filePresetStore(home.path).unavailable?.(),
      `the presets file ${join(home.path, "presets.json")} could not be read and was kept aside as ` +
        `${join(home.path, aside[0]!)}: fix it, move it back`,
      "what a preset command says while it is aside",
    );
  });

  describe("a broken config.json is named with the key, what it must be and what it is", () => {
    const cases: [unknown, string][] = [
      [{ agent: { maxIterations: 500 } }, "agent.maxIterations: must be at most 100 (got 500)"],
      [{ approval: { closeTabsWithoutAsking: -1 } }, "approval.closeTabsWithoutAsking: must be at least 0 (got -1)"],
      [{ agent: { maxIterations: 2.5 } }, "agent.maxIterations: must be a whole number (got 2.5)"],
      [{ agent: { timeoutSeconds: "60" } }, 'agent.timeoutSeconds: must be a number (got "60")'],
      [{ budget: { maxUsdPerCommand: 0 } }, "budget.maxUsdPerCommand: must be more than 0 (got 0)"],
      [{ audit: { logTypedText: "yes" } }, 'audit.logTypedText: must be true or false (got "yes")'],
      [{ agent: 5 }, "agent: must be an object (got 5)"],
      [[], "must be an object (got a list)"],
    ];
    for (const [config, said] of cases)
      it(JSON.stringify(config), () => {
        writeFileSync(join(home.path, "config.json"), JSON.stringify(config));
        assert.throws(() => loadConfig(home.path), {
          name: "InputError",
          message: `${join(home.path, "config.json")}: ${said}`,
        });
      });
    it("not JSON", () => {
      writeFileSync(join(home.path, "config.json"), '{"agent": ');
      assert.throws(() => loadConfig(home.path), {
        name: "InputError",
        message: new RegExp(`^${home.path}/config\\.json is not JSON: `),
      });
    });
  });

  it("save presets replacing one of the same name, readable again", () => {
    const store = filePresetStore(home.path);
    store.save({ name: "desk", placements: [{ app_name: "Slack", monitor: "main" }] });
    store.save({ name: "desk", placements: [{ app_name: "Notes", monitor: "left" }] });
    assert.deepEqual(
      loadPresets(home.path),
      [{ name: "desk", placements: [{ app_name: "Notes", monitor: "left" }] }],
      "the presets read back",
    );
  });
});
