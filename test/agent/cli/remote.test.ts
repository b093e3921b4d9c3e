import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { AppService, clientRequests, runCommand } from "../../../agent/src/app/index.ts";
import { readAudit } from "../../../agent/src/audit/index.ts";
import { execContract, readContractInput } from "../../../agent/src/cli/exec.ts";
import { EXECUTE_TIMEOUT_MS, connectToAgent } from "../../../agent/src/cli/remote.ts";
import { AgentServer } from "../../../agent/src/link/index.ts";
import { ensureToken } from "../../../agent/src/store/index.ts";
import { ManualClock } from "../../sim/clock.ts";
import { DESKTOPS, savedEnvironment, until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

const CLOSE_REDDIT = JSON.stringify({
  commands: [{ type: "close_tab", tab_indices: [2, 5, 8] }],
  needs_clarification: false,
  clarification_reason: null,
});

/**
 * The CLI's runs through `hs-claude serve` when the agent takes longer than the CLI waits (the plan waits on an
 * approval at the Mac): the CLI tells the agent to stop, says the run failed, and that is the run's one result.
 */
describe("a run through the agent that outlasts the CLI's patience", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true });
  let server: AgentServer;
  const saved = savedEnvironment();
  /** The agent's own ends of the runs it was asked to execute. */
  const agentRuns: Promise<unknown>[] = [];
  const tabs = () => sim.snapshot().tabs.map((tab) => tab.url);
  const results = (run: string) =>
    readAudit(sim.home).events.filter((event) => event.run === run && event.event === "result");

  before(async () => {
    const clientOps = () => {
      const ops = clientRequests(new AppService({ spoon: () => sim.agent!.channel, home: sim.home }));
      const execute = ops.get("execute")!;
      return ops.set("execute", (params, from) => {
        const ending = execute(params, from);
        agentRuns.push(ending.catch(() => undefined));
        return ending;
      });
    };
    server = await AgentServer.listen({ port: 0, token: ensureToken(sim.home), clientOps });
    Object.assign(process.env, { HS_CLAUDE_HOME: sim.home, HS_CLAUDE_PORT: String(server.port) });
  });
  after(async () => {
    saved.restore();
    await server.close();
  });

  /**
   * `running` (closing the reddit tabs) from a CLI on its own clock, given up on once the agent asks at the Mac;
   * the run's id.
   */
  async function givenUp(clock: ManualClock, running: () => Promise<unknown>): Promise<string> {
    assert.equal(sim.person.sees().dialogs.length, 0, "nothing asked yet");
    const ran = running();
    await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks the person");
    clock.advance(EXECUTE_TIMEOUT_MS);
    await assert.rejects(ran, /^LinkTimeout: execute: no answer in 300000 ms; the agent was told to stop/);
    return readAudit(sim.home).events.findLast((event) => event.event === "plan")!.run;
  }

  it("run: one result when the CLI gave up on the agent's run, the CLI's; its question withdrawn", async () => {
    const clock = new ManualClock();
    const desktop = await connectToAgent({ clock });
    const run = await givenUp(clock, () =>
      runCommand("close all reddit tabs", desktop.runner, { offline: true, yes: false }),
    );
    await until(() => sim.person.sees().dialogs.length === 0, "the question withdrawn");
    await Promise.all(agentRuns);
    await desktop.close();
    assert.deepEqual(
      results(run).map((result) => result.error),
      ["execute: no answer in 300000 ms; the agent was told to stop the run before its next step"],
      "the run's results: the CLI's one, that it gave up and told the agent",
    );
  });

  it("exec: tells the agent to stop, so its question at the Mac is withdrawn and nothing runs", async () => {
    const clock = new ManualClock();
    const desktop = await connectToAgent({ clock });
    const before = tabs();
    const run = await givenUp(clock, () => execContract(desktop, readContractInput(CLOSE_REDDIT), { yes: false }));
    await until(() => sim.person.sees().dialogs.length === 0, "the question withdrawn");
    await Promise.all(agentRuns);
    assert.deepEqual(tabs(), before, "no tab was closed");
    await desktop.close();
    assert.deepEqual(
      results(run).map((result) => result.error),
      ["execute: no answer in 300000 ms; the agent was told to stop the run before its next step"],
      "the run's results: the CLI's one, that it gave up and told the agent",
    );
  });
});
