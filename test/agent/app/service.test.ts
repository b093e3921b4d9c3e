import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { AppService, clientRequests, spoonRequests } from "../../../agent/src/app/index.ts";
import { loadConfig, type Config } from "../../../agent/src/store/index.ts";
import { startSimMac, type SimMac } from "../../sim/index.ts";
import { DESKTOPS, STAYING_CLIENT, until } from "../../support/index.ts";

/** A plan that waits, then lists the apps: it stops at the wait until the test lets it go on. */
const WAIT_THEN_LIST = {
  commands: [{ type: "wait", seconds: 1 }, { type: "list_apps" }],
  needs_clarification: false,
  clarification_reason: null,
};

/** Waits the test ends by hand: each run's `wait` step holds here until `release()`. */
function heldWaits() {
  const waiting: (() => void)[] = [];
  return {
    sleep: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get count() {
      return waiting.length;
    },
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

type Executed = { result: { success: boolean; steps: { status: string }[] } };
const statuses = (reply: unknown) => (reply as Executed).result.steps.map((step) => step.status);

/**
 * One service per home answers both the clients and the Spoon: one set of runs, told to stop by id or all at once;
 * one wording; the home's files opened once.
 */
describe("the application service, shared by the clients' requests and the Spoon's", () => {
  let sim: SimMac;
  before(async () => (sim = await startSimMac({ desktop: join(DESKTOPS, "dev-dual.json") })));
  after(() => sim.close());

  /** Two client runs, `a` and `b`, each held at its wait; and the two handlers over one service. */
  async function twoRuns() {
    const waits = heldWaits();
    const service = new AppService({ spoon: () => sim.agent!.channel, home: sim.home, sleep: waits.sleep, env: {} });
    const client = clientRequests(service);
    const execute = (run: string) =>
      client.get("execute")!({ plan: WAIT_THEN_LIST, yes: false, offline: true, run }, STAYING_CLIENT);
    const runs = { a: execute("a"), b: execute("b") };
    await until(() => waits.count === 2, "both runs wait");
    return { waits, client, spoon: spoonRequests(service), runs };
  }

  it("a client's cancel stops only the run it names; the other runs on", async () => {
    const { waits, client, runs } = await twoRuns();
    assert.deepEqual(await client.get("cancel")!({ run: "a" }, STAYING_CLIENT), { cancelled: true });
    assert.deepEqual(await client.get("cancel")!({ run: "no-such-run" }, STAYING_CLIENT), { cancelled: false });
    waits.release();
    assert.deepEqual(statuses(await runs.a), ["skipped", "skipped"], "a: its wait cut short, the apps never listed");
    assert.deepEqual(statuses(await runs.b), ["done", "done"], "b listed the apps");
  });

  it("the Spoon's cancel (the person's hotkey) stops every run under way, the clients' too", async () => {
    const { waits, spoon, runs } = await twoRuns();
    assert.deepEqual(await spoon.get("cancel")!({}), { cancelled: 2 });
    waits.release();
    assert.deepEqual(statuses(await runs.a), ["skipped", "skipped"], "a: its wait cut short, the apps never listed");
    assert.deepEqual(statuses(await runs.b), ["skipped", "skipped"], "b: its wait cut short, the apps never listed");
    assert.deepEqual(await spoon.get("cancel")!({}), { cancelled: 0 }, "nothing is left running");
  });

  it("says one thing when looking needs Claude, whether a client or the Spoon asked", async () => {
    const service = new AppService({ spoon: () => sim.agent!.channel, home: sim.home, env: {} });
    const observe = clientRequests(service).get("observe")!;
    const looked = (await observe({ goal: "find the red button", yes: false }, STAYING_CLIENT)) as { error: string };
    const seen = (await spoonRequests(service).get("vision")!({ question: "describe" })) as { error: string };
    assert.equal(seen.error, looked.error);
    assert.match(seen.error, /^looking at the screen needs Claude: .*hs-claude key set.*hs\.claude\.configure/);
  });

  // config.json is read once per process and again only once it changed: never once per request.
  it("reads config.json once for two requests; an edit is read, a broken one refused each time", async () => {
    const reads: Config[] = [];
    const readConfig = (home: string) => {
      const config = loadConfig(home);
      reads.push(config);
      return config;
    };
    const service = new AppService({ spoon: () => sim.agent!.channel, home: sim.home, readConfig });
    const read = clientRequests(service).get("read")!;
    await read({}, STAYING_CLIENT);
    await read({}, STAYING_CLIENT);
    assert.equal(reads.length, 1, "read once for two requests");
    const file = join(sim.home, "config.json");
    writeFileSync(file, JSON.stringify({ agent: { maxIterations: 500 } }));
    const told = `${file}: agent.maxIterations: must be at most 100 (got 500)`;
    await assert.rejects(read({}, STAYING_CLIENT), { name: "InputError", message: told });
    await assert.rejects(read({}, STAYING_CLIENT), { name: "InputError", message: told }, "refused again");
    writeFileSync(file, JSON.stringify({ agent: { maxIterations: 7 } }));
    await read({}, STAYING_CLIENT);
    await read({}, STAYING_CLIENT);
    assert.deepEqual(
      reads.map((config) => config.agent.maxIterations),
      [20, 7],
      "the defaults, then the edited file, each read once (a broken file is never kept)",
    );
  });
});
