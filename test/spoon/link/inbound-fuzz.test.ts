import assert from "node:assert/strict";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { WebSocketServer, type WebSocket } from "ws";
import { ManualClock } from "../../sim/clock.ts";
import { BUNDLE, SIM_AGENT_HOME } from "../../sim/index.ts";
import { loadDesktopFile } from "../../sim/load-desktop.ts";
import { SimulatedMac } from "../../sim/mac.ts";
import { wireFrames } from "../../support/fuzz-frames.ts";
import { fuzzOptions } from "../../support/fuzz-runs.ts";
import { DESKTOPS, until } from "../../support/index.ts";

/** hs.json.decode logs text that is no JSON, and returns nil (then the Spoon replies): no error escapes. */
const NOT_JSON = "E hs.json: ";
const SLACK = { name: "Slack", bundleID: "com.tinyspeck.slackmacgap" };
/** What the agent sends the Spoon, valid: the fuzz mutates these. */
const SEEDS = [
  { v: 1, type: "welcome", agent: "fuzz", session: "s" },
  { v: 1, type: "request", id: "fuzz-1", op: "list_apps", params: {} },
  {
    v: 1,
    type: "request",
    id: "fuzz-2",
    op: "place_app",
    params: { ...SLACK, frame: { x: 0, y: 25, w: 800, h: 600 } },
  },
  { v: 1, type: "request", id: "fuzz-3", op: "focus_app", params: SLACK },
  { v: 1, type: "response", id: "spoon-1", ok: true, result: { pong: true } },
  { v: 1, type: "error", id: "spoon-2", error: { code: "bad_message", message: "no" } },
];

function isJson(frame: string | Uint8Array): boolean {
  try {
    JSON.parse(typeof frame === "string" ? frame : Buffer.from(frame).toString("utf8"));
    return true;
  } catch {
    return false;
  }
}

describe("the Spoon's link, fuzzed: a bad frame from the agent gets an error reply, and the Spoon still serves", () => {
  const clock = new ManualClock();
  let agent: WebSocketServer;
  let mac: SimulatedMac;
  let socket: WebSocket;
  const inbox: Record<string, any>[] = [];
  let probes = 0;

  before(async () => {
    // Its type argument given: inferred from `agent`'s type, the ws Server class was compared member by member.
    agent = new WebSocketServer<typeof WebSocket>({ host: "127.0.0.1", port: 0 });
    await once(agent, "listening");
    agent.on("connection", (connection) => {
      socket = connection;
      connection.on("message", (data) => {
        const message = JSON.parse(String(data));
        if (message.type === "hello")
          connection.send(JSON.stringify({ v: 1, type: "welcome", agent: "fuzz", session: "s" }));
        else inbox.push(message);
      });
    });
    mac = await SimulatedMac.boot({
      desktop: loadDesktopFile(join(DESKTOPS, "dev-dual.json")),
      ...{ bundle: BUNDLE, clock, costs: "none", files: { [`${SIM_AGENT_HOME}/token`]: "x".repeat(43) } },
    });
    mac.startSpoon({ port: (agent.address() as AddressInfo).port, home: SIM_AGENT_HOME });
    await until(() => mac.run("return spoon.Claude:isConnected()") === true, "the Spoon welcomed");
  });
  after(async () => {
    await mac.shutdown();
    for (const client of agent.clients) client.terminate();
    agent.close();
  });

  /** A list_apps of a new id: the Spoon answers it with the running apps. */
  async function probe() {
    const id = `probe-${++probes}`;
    socket.send(JSON.stringify({ v: 1, type: "request", id, op: "list_apps", params: {} }));
    await until(() => inbox.some((m) => m.id === id), `the Spoon's answer to ${id}`);
    const answer = inbox.find((m) => m.id === id)!;
    assert.equal(answer.ok, true, JSON.stringify(answer));
    assert.ok(Array.isArray(answer.result.apps), "the apps listed");
    return inbox.filter((m) => m.id !== id);
  }

  it("garbage, bytes, wrong versions, unknown ops, bad params: replies name the problem; no Lua error", async () => {
    await fc.assert(
      fc.asyncProperty(wireFrames(SEEDS), async (frame) => {
        inbox.length = 0;
        socket.send(frame, { binary: typeof frame !== "string" });
        const others = (await probe()).filter((m) => m.type !== "request");
        for (const reply of others) {
          assert.ok(["error", "response"].includes(reply.type), `a reply, not ${JSON.stringify(reply)}`);
          const error = reply.type === "error" ? reply.error : reply.ok ? undefined : reply.error;
          if (error) assert.ok(String(error.message).length > 0, "an error says what was wrong");
        }
        if (!isJson(frame)) assert.equal(others[0]?.error?.code, "bad_message", `${JSON.stringify(others)}`);
        const escaped = mac.errors().filter((line) => !line.startsWith(NOT_JSON));
        assert.deepEqual(escaped, [], "no Lua error escaped");
        assert.equal(mac.run("return spoon.Claude:isConnected()"), true, "still connected");
      }),
      fuzzOptions(150),
    );
  });
});
