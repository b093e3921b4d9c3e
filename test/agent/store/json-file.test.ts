import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { loadConfig } from "../../../agent/src/store/config.ts";
import { filePresetStore, loadPresets } from "../../../agent/src/store/presets.ts";
import { tempHome } from "../../support/index.ts";

describe("files in the agent's home", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());

  it("take their defaults when missing", () => {
    assert.deepEqual(loadPresets(home.path), []);
    assert.deepEqual(loadConfig(home.path), {
      approval: { closeTabsWithoutAsking: 1 },
      agent: { maxIterations: 20, timeoutSeconds: 300, actionDelay: 0.5 },
      budget: {},
      audit: { maxBytes: 5_000_000, keep: 3, logTypedText: false },
      vision: {},
    });
  });

  it("name the file and the problem when broken", () => {
    writeFileSync(join(home.path, "presets.json"), "[{");
    assert.throws(() => loadPresets(home.path), { message: new RegExp(`^${home.path}/presets\\.json is not JSON: `) });
    writeFileSync(join(home.path, "config.json"), JSON.stringify({ approval: { closeTabsWithoutAsking: -1 } }));
    assert.throws(() => loadConfig(home.path), {
      message: /config\.json is not a valid config: approval\.closeTabsWithoutAsking: Too small/,
    });
  });

  it("save presets replacing one of the same name, readable again", () => {
    const store = filePresetStore(home.path);
    store.save({ name: "desk", placements: [{ app_name: "Slack", monitor: "main" }] });
    store.save({ name: "desk", placements: [{ app_name: "Notes", monitor: "left" }] });
    assert.deepEqual(loadPresets(home.path), [{ name: "desk", placements: [{ app_name: "Notes", monitor: "left" }] }]);
  });
});
