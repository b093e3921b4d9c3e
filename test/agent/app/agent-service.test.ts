import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { before, describe, it } from "node:test";
import { AppService, clientRequests } from "../../../agent/src/app/index.ts";
import { readAudit } from "../../../agent/src/audit/index.ts";
import { approvalFor, parseEnvelope } from "../../../agent/src/registry/index.ts";
import { answeredAs } from "../../../agent/src/exec/index.ts";
import { Config } from "../../../agent/src/store/index.ts";
import { DESKTOPS, until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

const CLOSE_REDDIT = {
  commands: [{ type: "close_tab", tab_indices: [2, 5, 8] }],
  needs_clarification: false,
  clarification_reason: null,
};

/** The agent's `execute` for a client that goes away while the person at the Mac is asked to approve. */
describe("a plan whose client goes away while it waits on an approval", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json") });
  let reply: unknown;
  let tabsBefore: string[];
  const tabs = () => sim.snapshot().tabs.map((tab) => tab.url);

  before(async () => {
    tabsBefore = tabs();
    const execute = clientRequests(new AppService({ spoon: () => sim.agent!.channel, home: sim.home })).get("execute")!;
    const client = new AbortController();
    const params = { plan: CLOSE_REDDIT, yes: false, offline: true, run: "gone-1", command: "close all reddit tabs" };
    const executing = execute(params, { gone: client.signal });
    await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks the person");
    client.abort("1006 the CLI was killed");
    // Nobody waits for the answer any more: the question is withdrawn, not left for the person to approve.
    await until(() => sim.person.sees().dialogs.length === 0, "the question withdrawn");
    reply = await executing;
  });

  it("withdraws the question at the Mac and runs nothing", () => {
    assert.deepEqual(tabs(), tabsBefore, "no tab was closed");
    assert.match(JSON.stringify(reply), /cancelled before it ran/);
  });

  it("records the result itself, naming what did not run, and writes the report", () => {
    const events = readAudit(sim.home).events.filter((event) => event.run === "gone-1");
    assert.deepEqual(
      events.map((event) => [event.event, event.answer ?? event.status ?? event.error]),
      [
        ["approval", "nobody"],
        ["step", "skipped"],
        ["result", "interrupted: client gone"],
      ],
      "the run's audit events, in order: the approval, the step skipped, the result",
    );
    const result = events.at(-1)!;
    assert.deepEqual([result.errorType, result.ran, result.notRun], ["interrupted", [], ["close_tab"]]);
    assert.equal(result.message, "interrupted: client gone: nothing ran; not run: close_tab");
    const report = join(sim.home, "runs", "gone-1.html");
    assert.ok(existsSync(report));
    assert.match(readFileSync(report, "utf8"), /interrupted: client gone: nothing ran/);
  });
});

/** A yes given at the CLI's terminal reaches the agent as that one question's answer, not as --yes. */
describe("a plan the person approved at the CLI's terminal", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json") });

  it("runs the question it was approved for unasked, and asks at the Mac for any other", async () => {
    const execute = clientRequests(new AppService({ spoon: () => sim.agent!.channel, home: sim.home })).get("execute")!;
    const client = { gone: new AbortController().signal };
    // As the CLI sends it: the question it asked, whole, and who said yes.
    const planned = parseEnvelope(CLOSE_REDDIT);
    assert.ok(planned.ok);
    const question = approvalFor(planned.envelope.commands, sim.snapshot(), Config.parse({}))!;
    assert.equal(question.title, "Close 3 tabs?");
    const answered = answeredAs(question, "the terminal");
    const other = { ...CLOSE_REDDIT, commands: [{ type: "close_app", app_name: "Spotify" }] };
    const params = { yes: false, offline: true, answered };
    const asked = execute({ ...params, plan: other, run: "terminal-2" }, client);
    await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks about what the terminal never saw");
    await sim.person.answer("Deny");
    assert.match(JSON.stringify(await asked), /not approved: Quit Spotify\?/);
    await execute({ ...params, plan: CLOSE_REDDIT, run: "terminal-1" }, client);
    assert.equal(sim.snapshot().tabs.length, 9 - 3, "closed without asking again");
    const approvals = readAudit(sim.home).events.filter((event) => event.event === "approval");
    assert.deepEqual(
      approvals.map((event) => [event.run, event.title, event.answer, event.by ?? event.reason]),
      [
        ["terminal-2", "Quit Spotify?", "declined", "declined at the Mac"],
        ["terminal-1", "Close 3 tabs?", "approved", "the terminal"],
      ],
      "the approvals recorded: the other question asked at the Mac, the approved one not",
    );
  });
});
