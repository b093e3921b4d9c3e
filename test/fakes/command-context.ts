import assert from "node:assert/strict";
import type { CommandContext } from "../../agent/src/commands/index.ts";
import type { Snapshot } from "../../agent/src/contract/index.ts";
import { parseEnvelope, type Envelope } from "../../agent/src/registry/index.ts";
import type { SpoonClient } from "../../agent/src/spoon/index.ts";
import { Config, memoryPresetStore } from "../../agent/src/store/index.ts";
import { memoryUndoHistory } from "../../agent/src/undo/index.ts";

/**
 * What a command runs with, for tests: the given Spoon and desktop, default config, no presets, no
 * one to answer questions, approvals granted, no eyes, a sleep that returns at once. Override any.
 */
export function fakeContext(
  spoon: SpoonClient,
  desktop: Snapshot,
  overrides: Partial<CommandContext> = {},
): CommandContext {
  return {
    spoon,
    presets: memoryPresetStore([]),
    config: Config.parse({}),
    before: desktop,
    read: async () => desktop,
    answer: async () => "unused",
    approve: async () => ({ approved: true, by: "the test" }),
    eyes: async () => undefined,
    sleep: async () => {},
    undo: memoryUndoHistory(),
    ...overrides,
  };
}

/** A plan of `commands`, checked as any plan is before it runs (a test's plan that fails the check is its mistake). */
export function checkedPlan(...commands: object[]): Envelope {
  const checked = parseEnvelope({ commands, needs_clarification: false, clarification_reason: null });
  assert.ok(checked.ok, checked.ok ? "" : checked.error);
  return checked.envelope;
}
