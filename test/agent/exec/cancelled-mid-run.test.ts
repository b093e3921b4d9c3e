import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { createRunner, type Runner } from "../../../agent/src/app/index.ts";
import { DESKTOPS, until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** A question asked as a run goes (a submit into the app now in front), and the person cancels the run meanwhile. */
describe("a run cancelled while a step asks as it runs", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json") });

  it("withdraws the question, skips that step as cancelled, and says the run was cancelled", async () => {
    const { spoon, presets } = sim.agent!;
    const runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
    const planned = await runner.read();
    await sim.lua(`hs.claude.actions.activateApp("Terminal")`);
    const pressed = sim.mac.calls("hs.eventtap.keyStroke");
    const cancel = new AbortController();
    const commands = [
      { type: "type_text", text: "cats" },
      { type: "press_key", key: "return" },
    ];
    const envelope = { commands, needs_clarification: false } as Parameters<Runner["execute"]>[0];
    const options = { yes: false, offline: true, before: planned, said: "search for cats" };
    const running = runner.execute(envelope, {
      ...options,
      signal: cancel.signal,
      cancelled: () => cancel.signal.aborted,
    });
    await until(() => sim.person.sees().dialogs.length === 1, "the submit asked as it runs");
    cancel.abort();
    const { result } = await running;
    assert.deepEqual(
      result.steps.map((step) => [step.status, step.message]),
      [
        ["done", result.steps[0]!.message],
        ["skipped", "cancelled before it ran"],
      ],
      "the steps: the text typed, the submit skipped as cancelled",
    );
    assert.deepEqual([result.errorType, result.error], ["cancelled", "cancelled: 1 of 2 steps ran before it stopped"]);
    await until(() => sim.person.sees().dialogs.length === 0, "the question withdrawn");
    assert.equal(sim.mac.calls("hs.eventtap.keyStroke"), pressed, "Return was not pressed");
  });

  it("cuts a wait short: the wait counts as not run, and the run ends at once saying it was cancelled", async () => {
    const { spoon, presets } = sim.agent!;
    // A wait that only the run's cancel ends, as the real sleep ends on it (test/agent/util/sleep.test.ts).
    let waiting = false;
    const sleep = (_seconds: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        waiting = true;
        signal?.addEventListener("abort", () => resolve(), { once: true });
      });
    const runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep });
    const cancel = new AbortController();
    const commands = [
      { type: "focus_app", app_name: "Finder" },
      { type: "wait", seconds: 30 },
    ];
    const envelope = { commands, needs_clarification: false } as Parameters<Runner["execute"]>[0];
    const running = runner.execute(envelope, {
      ...{ yes: false, offline: true },
      ...{ signal: cancel.signal, cancelled: () => cancel.signal.aborted },
    });
    await until(() => waiting, "the wait under way");
    cancel.abort();
    const { result } = await running;
    assert.deepEqual(
      result.steps.map((step) => step.status),
      ["done", "skipped"],
      "the steps: Finder focused, the wait cut short",
    );
    assert.equal(result.error, "cancelled: 1 of 2 steps ran before it stopped");
  });
});
