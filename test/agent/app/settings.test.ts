import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { withSettings } from "../../../agent/src/app/index.ts";
import { Config } from "../../../agent/src/store/index.ts";

/** config.json as a person wrote it: each setting hs.claude.configure or a call may set over it, and one it may not. */
const FILE = Config.parse({
  agent: { maxIterations: 10, actionDelay: 1, timeoutSeconds: 60 },
  vision: { maxLongEdge: 1000 },
  approval: { closeTabsWithoutAsking: 2 },
});

const settingsOf = (config: Config) => ({
  maxIterations: config.agent.maxIterations,
  actionDelay: config.agent.actionDelay,
  maxLongEdge: config.vision.maxLongEdge,
  closeTabsWithoutAsking: config.approval.closeTabsWithoutAsking,
  timeoutSeconds: config.agent.timeoutSeconds,
});

describe("the settings a run uses: config.json, then hs.claude.configure, then the call's own", () => {
  it("takes config.json's when nothing is set over it", () => {
    assert.deepEqual(settingsOf(withSettings(FILE)), {
      maxIterations: 10,
      actionDelay: 1,
      maxLongEdge: 1000,
      closeTabsWithoutAsking: 2,
      timeoutSeconds: 60,
    });
  });

  it("takes what hs.claude.configure set over config.json, field by field", () => {
    const configured = { maxIterations: 5, actionDelay: 0, maxLongEdge: undefined, closeTabsWithoutAsking: 0 };
    assert.deepEqual(settingsOf(withSettings(FILE, configured)), {
      maxIterations: 5,
      actionDelay: 0,
      maxLongEdge: 1000,
      closeTabsWithoutAsking: 0,
      timeoutSeconds: 60,
    });
  });

  it("takes the call's own over both; what the call leaves unset stays the person's, then the file's", () => {
    const configured = { maxIterations: 5, maxLongEdge: 800 };
    const call = { maxIterations: 2, actionDelay: undefined };
    assert.deepEqual(settingsOf(withSettings(FILE, configured, call)), {
      maxIterations: 2,
      actionDelay: 1,
      maxLongEdge: 800,
      closeTabsWithoutAsking: 2,
      timeoutSeconds: 60,
    });
  });

  it("leaves config.json's own object as it was", () => {
    withSettings(FILE, { maxIterations: 3 }, { maxLongEdge: 500 });
    assert.deepEqual([FILE.agent.maxIterations, FILE.vision.maxLongEdge], [10, 1000]);
  });
});
