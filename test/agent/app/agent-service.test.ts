import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { agentService } from "../../../agent/src/app/index.ts";
import { readAudit } from "../../../agent/src/audit/index.ts";
import { startSimMac, type SimMac } from "../../sim/index.ts";
import { DESKTOPS, until } from "../../support/index.ts";

const CLOSE_REDDIT = {
  commands: [{ type: "close_tab", tab_indices: [2, 5, 8] }],
  needs_clarification: false,
  clarification_reason: null,
};

/** The agent's `execute` for a client that goes away while the person at the Mac is asked to approve. */
describe("a plan whose client goes away while it waits on an approval", () => {
  let sim: SimMac;
  let reply: unknown;
  let tabsBefore: string[];
  const tabs = () => sim.snapshot().tabs.map((tab) => tab.url);

  before(async () => {
    sim = await startSimMac({ desktop: join(DESKTOPS, "dev-dual.json") });
    tabsBefore = tabs();
    const execute = agentService({ spoon: () => sim.agent!.channel, home: sim.home }).get("execute")!;
    const client = new AbortController();
    const params = { plan: CLOSE_REDDIT, yes: false, offline: true, run: "gone-1", command: "close all reddit tabs" };
    const executing = execute(params, { gone: client.signal });
    await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks the person");
    client.abort("1006 the CLI was killed");
    // The person, not knowing, approves after the client is gone.
    await sim.person.answer("Approve");
    reply = await executing;
  });
  after(() => sim.close());

  it("runs nothing, even once approved", () => {
    assert.deepEqual(tabs(), tabsBefore, "no tab was closed");
    assert.match(JSON.stringify(reply), /cancelled before it ran/);
  });

  it("records the result itself, naming what did not run, and writes the report", () => {
    const events = readAudit(sim.home).events.filter((event) => event.run === "gone-1");
    assert.deepEqual(
      events.map((event) => [event.event, event.answer ?? event.status ?? event.error]),
      [
        ["approval", "approved"],
        ["step", "skipped"],
        ["result", "interrupted: client gone"],
      ],
    );
    const result = events.at(-1)!;
    assert.deepEqual([result.errorType, result.ran, result.notRun], ["interrupted", [], ["close_tab"]]);
    assert.equal(result.message, "interrupted: client gone: nothing ran; not run: close_tab");
    const report = join(sim.home, "runs", "gone-1.html");
    assert.ok(existsSync(report));
    assert.match(readFileSync(report, "utf8"), /interrupted: client gone: nothing ran/);
  });
});
