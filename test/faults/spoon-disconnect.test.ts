import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { executePlan, readSnapshot, type ExecResult } from "../../agent/src/exec/index.ts";
import { AgentServer, type SpoonConnection } from "../../agent/src/link/index.ts";
import type { Envelope } from "../../agent/src/registry/index.ts";
import { checkedPlan as plan, fakeContext } from "../fakes/command-context.ts";
import { spoonClient } from "../../agent/src/spoon/index.ts";
import { ensureToken } from "../../agent/src/store/index.ts";
import { ManualClock } from "../sim/clock.ts";
import { BUNDLE, SIM_AGENT_HOME } from "../sim/index.ts";
import { loadDesktopFile } from "../sim/load-desktop.ts";
import { SimulatedMac } from "../sim/mac.ts";
import { SPOON_CONNECTS_MS } from "../sim/sim-mac.ts";
import { DESKTOPS, tempHome, until } from "../support/index.ts";

const RUNNING_APPS = "hs.application.runningApplications";

/**
 * The link to the Spoon drops while it carries out a step (the step's effect done, its answer not yet sent): the
 * run ends saying that step may have happened, without sending it again; later steps do not run; the Spoon
 * reconnecting replays nothing.
 */
describe("the Spoon's link drops mid-action", () => {
  const clock = new ManualClock();
  const desktop = loadDesktopFile(join(DESKTOPS, "dev-dual.json"));
  let home: ReturnType<typeof tempHome>;
  let mac: SimulatedMac;
  let server: AgentServer;
  let connection: SpoonConnection;
  /** Each tab close Chrome did, by tab id; and each app brought forward. */
  const closed: number[] = [];
  const activated: string[] = [];

  before(async () => {
    home = tempHome();
    const token = ensureToken(home.path);
    server = await AgentServer.listen({ port: 0, token });
    mac = await SimulatedMac.boot({
      desktop,
      bundle: BUNDLE,
      clock,
      costs: "none",
      files: { [`${SIM_AGENT_HOME}/token`]: token },
    });
    // Its reconnecting is told at info level.
    mac.run(`hs.loadSpoon("Claude"); spoon.Claude.logger.setLogLevel("info")`);
    const connected = server.waitForSpoon(SPOON_CONNECTS_MS);
    mac.startSpoon({ port: server.port, home: SIM_AGENT_HOME });
    clock.advance(0);
    connection = await connected;
    const closeTab = desktop.chrome.closeTab.bind(desktop.chrome);
    desktop.chrome.closeTab = (windowId, tabId) => {
      closeTab(windowId, tabId);
      closed.push(tabId);
      // The tab is gone; before Chrome's answer reaches the agent, the link drops.
      connection.close(1001, "the link dropped (the test)");
    };
    const activate = desktop.activate.bind(desktop);
    desktop.activate = (name, windowId) => (activated.push(name), activate(name, windowId));
  });
  after(async () => {
    await mac.shutdown();
    await server.close();
    home.remove();
  });

  async function run(envelope: Envelope): Promise<ExecResult> {
    const spoon = spoonClient({ call: (op, params, timeoutMs) => connection.call(op, params, timeoutMs) });
    const read = () => readSnapshot(spoon, []);
    return executePlan(envelope, fakeContext(spoon, await read(), { read }));
  }

  it("ends the run saying the close may have happened, not repeated; the later step does not run", async () => {
    const result = await run(plan({ type: "close_tab", tab_indices: [2] }, { type: "focus_app", app_name: "Slack" }));
    assert.equal(result.success, false);
    assert.deepEqual(
      result.steps.map((step) => step.status),
      ["failed", "skipped"],
      "the close's outcome unknown, the focus never run",
    );
    assert.equal(
      result.steps[0]!.message,
      "may have happened: Google Chrome: close_tab (tab_indices [2]). Its answer was lost (close_tab: the " +
        "connection closed (1001 the link dropped (the test)); not retried, it may have run); it was not repeated: " +
        "look before running it again",
    );
    assert.deepEqual(closed, [7026], "the tab closed once");
    assert.deepEqual(activated, [], "Slack was never brought forward");
  });

  it("the Spoon reconnects: nothing is replayed, and a new request runs once", async () => {
    const reconnected = server.waitForSpoon(SPOON_CONNECTS_MS);
    await until(() => mac.console.some((line) => line.includes("retrying in")), "the Spoon notices the link is gone");
    clock.advance(60_000);
    connection = await reconnected;
    const before = mac.calls(RUNNING_APPS);
    await connection.call("list_apps");
    assert.equal(mac.calls(RUNNING_APPS), before + 1, "the new request ran once");
    assert.deepEqual([closed, activated], [[7026], []], "nothing was replayed: one close, no focus");
  });
});
