import assert from "node:assert/strict";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { AgentServer, type SpoonConnection } from "../../../agent/src/link/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { ensureToken } from "../../../agent/src/store/home.ts";
import { DESKTOPS, tempHome, until } from "../../support/index.ts";
import { ManualClock } from "../../sim/clock.ts";
import { loadDesktopFile } from "../../sim/load-desktop.ts";
import { SimulatedMac } from "../../sim/mac.ts";
import { SPOON_CONNECTS_MS } from "../../sim/sim-mac.ts";
import { BUNDLE, SIM_AGENT_HOME } from "../../sim/index.ts";

const RUNNING_APPS = "hs.application.runningApplications";

describe("the Spoon survives an agent restart (controlled clock)", () => {
  const clock = new ManualClock();
  let home: ReturnType<typeof tempHome>;
  let token: string;
  let mac: SimulatedMac;
  let server: AgentServer;
  let port: number;
  const logs: LogRecord[] = [];
  let restoreLogs: () => void;

  before(async () => {
    restoreLogs = setLogSink((record) => logs.push(record), "warn");
    home = tempHome();
    token = ensureToken(home.path);
    server = await AgentServer.listen({ port: 0, token });
    port = server.port;
    mac = await SimulatedMac.boot({
      desktop: loadDesktopFile(join(DESKTOPS, "dev-dual.json")),
      bundle: BUNDLE,
      clock,
      costs: "none",
      files: { [`${SIM_AGENT_HOME}/token`]: token },
    });
    mac.run(`hs.loadSpoon("Claude"); spoon.Claude.logger.setLogLevel("info")`);
    mac.startSpoon({ port, home: SIM_AGENT_HOME });
  });

  after(async () => {
    await mac.shutdown();
    await server.close();
    home.remove();
    restoreLogs();
  });

  const retries = () => mac.console.filter((line) => line.includes("retrying in"));

  it("connects, reconnects with backoff after the agent goes away, serves the new agent once per request", async () => {
    const first = await server.waitForSpoon(SPOON_CONNECTS_MS);
    await first.call("list_apps");
    assert.equal(mac.calls(RUNNING_APPS), 1);

    await server.close();
    await until(() => retries().length === 1, "the Spoon notices the agent is gone");
    assert.match(retries()[0]!, /retrying in 0\.5s/);

    clock.advance(499);
    assert.equal(retries().length, 1, "no attempt before the backoff has passed");
    clock.advance(1);
    await until(() => retries().length === 2, "the first attempt fails while no agent listens");
    assert.match(retries()[1]!, /connection failed: .*retrying in 1s/);

    server = await AgentServer.listen({ port, token });
    const reconnected = server.waitForSpoon(SPOON_CONNECTS_MS);
    clock.advance(1_000);
    const second: SpoonConnection = await reconnected;
    await until(() => mac.run("return spoon.Claude:isConnected()") === true, "the Spoon is welcomed again");

    const result = (await second.call("list_apps")) as { apps: unknown[] };
    assert.equal(result.apps.length, 7);
    assert.equal(mac.calls(RUNNING_APPS), 2, "each request ran exactly once");
    const tabs = (await second.call("list_tabs")) as { tabs: unknown[] };
    assert.equal(tabs.tabs.length, 9, "a new request on the new connection is new, never taken for an old one");
  });

  it("answers a repeated request id from memory instead of running it again", async () => {
    const spoon = server.spoon!;
    const before = mac.calls(RUNNING_APPS);
    const repeated = {
      v: 1 as const,
      type: "request" as const,
      id: `${server.session}-repeat`,
      op: "list_apps",
      params: {},
    };
    spoon.send(repeated);
    spoon.send(repeated);
    await until(
      () => logs.filter((r) => r.msg === "response to no pending request" && r.id === repeated.id).length === 2,
      "both answers arrive",
    );
    assert.equal(mac.calls(RUNNING_APPS), before + 1);
  });

  it("never reuses a request id when the Spoon reconnects to the same agent", async () => {
    const before = server.spoon!;
    const printed = mac.console.length;
    await before.call("list_apps");
    const dropped = retries().length;
    before.close(4000, "dropped by the agent");
    await until(() => retries().length === dropped + 1, "the Spoon notices the drop");
    const again = server.waitForSpoon(SPOON_CONNECTS_MS);
    clock.advance(500);
    const after = await again;
    await until(() => mac.run("return spoon.Claude:isConnected()") === true, "welcomed again");
    const tabs = (await after.call("list_tabs")) as { tabs: unknown[] };
    assert.equal(tabs.tabs.length, 9, "list_tabs ran; it was not answered with an earlier reply");
    assert.ok(!mac.console.slice(printed).some((line) => line.includes("seen before")));
  });

  it("keeps the link while heartbeats are answered", async () => {
    assert.equal(clock.pending, 1, "only the heartbeat timer waits");
    clock.advance(20_000);
    assert.equal(clock.pending, 2, "a ping is out, with its timeout");
    await until(() => clock.pending === 1, "the agent answers the ping");
    clock.advance(10_000);
    assert.ok(!mac.console.some((line) => line.includes("heartbeat missed")));
    assert.equal(mac.run("return spoon.Claude:isConnected()"), true);
  });
});

describe("a heartbeat that goes unanswered", () => {
  it("makes the Spoon drop the silent connection and connect again at once", async () => {
    const clock = new ManualClock();
    const silent = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    await once(silent, "listening");
    let connections = 0;
    silent.on("connection", (socket) => {
      connections++;
      socket.on("message", (data) => {
        if (JSON.parse(String(data)).type === "hello")
          socket.send(JSON.stringify({ v: 1, type: "welcome", agent: "silent", session: "s" }));
      });
    });
    const mac = await SimulatedMac.boot({
      desktop: loadDesktopFile(join(DESKTOPS, "dev-dual.json")),
      bundle: BUNDLE,
      clock,
      costs: "none",
      files: { [`${SIM_AGENT_HOME}/token`]: "x".repeat(43) },
    });
    try {
      mac.startSpoon({ port: (silent.address() as AddressInfo).port, home: SIM_AGENT_HOME });
      await until(() => mac.run("return spoon.Claude:isConnected()") === true, "welcomed by the silent agent");
      clock.advance(20_000);
      clock.advance(9_999);
      assert.equal(connections, 1);
      clock.advance(1);
      await until(() => connections === 2, "a new connection after the missed heartbeat");
    } finally {
      await mac.shutdown();
      for (const client of silent.clients) client.terminate();
      silent.close();
    }
  });
});
