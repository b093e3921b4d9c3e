import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { createRunner } from "../../../agent/src/app/index.ts";
import { readAudit } from "../../../agent/src/audit/index.ts";
import { parseEnvelope } from "../../../agent/src/registry/index.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";

/** The audit log of a plan run on the simulated Mac: who was asked, what they said, each step. */
describe("the audit log of a run", () => {
  const startMac = simMacsPerTest();

  it("records the approval nobody answered, and that nothing ran", async () => {
    const sim = await startMac({ desktop: join(DESKTOPS, "dev-dual.json"), person: "absent" });
    const { spoon, presets } = sim.agent!;
    const runner = createRunner({ spoon, presets, home: sim.home, terminal: false });
    const plan = parseEnvelope({
      commands: [{ type: "close_app", app_name: "Slack" }],
      needs_clarification: false,
      clarification_reason: null,
    });
    assert.ok(plan.ok);
    const trail = runner.trail("lua", "quit slack");
    const { result } = await runner.execute(plan.envelope, { yes: false, offline: true, trail });
    assert.equal(result.success, false);
    const events = readAudit(sim.home).events.filter((event) => event.run === trail.run);
    assert.deepEqual(
      events.map((event) => [event.event, event.answer ?? event.source]),
      [
        ["command", "lua"],
        ["approval", "nobody"],
      ],
      "the run's audit events: the command, and the approval nobody gave",
    );
    assert.equal(events[1]!.title, "Quit Slack?");
    assert.ok(
      sim.snapshot().apps.some((app) => app.name === "Slack"),
      "Slack still runs",
    );
  });

  it("records each step as it ends", async () => {
    const sim = await startMac({ desktop: join(DESKTOPS, "dev-dual.json") });
    const { spoon, presets } = sim.agent!;
    const runner = createRunner({ spoon, presets, home: sim.home, terminal: false });
    const plan = parseEnvelope({
      commands: [
        { type: "focus_app", app_name: "Slack" },
        { type: "focus_app", app_name: "Terminal" },
      ],
      needs_clarification: false,
      clarification_reason: null,
    });
    assert.ok(plan.ok);
    const trail = runner.trail("cli");
    await runner.execute(plan.envelope, { yes: true, offline: true, trail });
    const steps = readAudit(sim.home).events.filter((event) => event.run === trail.run && event.event === "step");
    assert.deepEqual(
      steps.map((step) => [(step.command as { app_name: string }).app_name, step.status]),
      [
        ["Slack", "done"],
        ["Terminal", "done"],
      ],
      "the steps recorded: app and status",
    );
  });
});
