import assert from "node:assert/strict";
import { once } from "node:events";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { WebSocket } from "ws";
import { AgentServer, decodeForAgent } from "../../../agent/src/link/index.ts";
import { setLogSink } from "../../../agent/src/log/index.ts";
import { wireFrames } from "../../support/fuzz-frames.ts";
import { fuzzOptions } from "../../support/fuzz-runs.ts";

const TOKEN = "f".repeat(43);
/** Small, so an oversized frame costs little to make. */
const MAX_BYTES = 4096;
const SEEDS = [
  { v: 1, type: "request", id: "fuzz-1", op: "list_apps", params: {} },
  { v: 1, type: "request", id: "fuzz-2", op: "execute", params: { commands: [] } },
  { v: 1, type: "response", id: "fuzz-3", ok: true, result: { apps: [] } },
  { v: 1, type: "response", id: "fuzz-4", ok: false, error: { code: "op_failed", message: "no" } },
  { v: 1, type: "error", id: "fuzz-5", error: { code: "bad_message", message: "no" } },
  { v: 1, type: "hello", role: "client", name: "fuzz", version: "1" },
  { v: 1, type: "hello", role: "spoon", name: "Claude", version: "1", ops: ["list_apps"] },
];
const FRAMES = fc.oneof(wireFrames(SEEDS), fc.constant("x".repeat(MAX_BYTES + 1)));

/** A peer of the agent: what it has been sent, and a way to wait for the message of an id. */
async function peer(server: AgentServer, hello: object, answer = false) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/?token=${TOKEN}`);
  const inbox: Record<string, any>[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    inbox.push(message);
    if (answer && message.type === "request")
      socket.send(JSON.stringify({ v: 1, type: "response", id: message.id, ok: true, result: { apps: [] } }));
  });
  await once(socket, "open");
  socket.send(JSON.stringify(hello));
  await until(() => inbox.some((m) => m.type === "welcome"));
  inbox.length = 0;
  return { socket, inbox };
}

async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn++) {
    if (turn > 100_000) throw new Error("no answer from the agent");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("the agent's link, fuzzed: a bad frame is answered or dropped alone, and every peer goes on", () => {
  let server: AgentServer;
  let spoon: Awaited<ReturnType<typeof peer>>;
  let restoreLogs: () => void;
  let probes = 0;
  before(async () => {
    restoreLogs = setLogSink(() => {}, "error");
    server = await AgentServer.listen({ port: 0, token: TOKEN, maxMessageBytes: MAX_BYTES });
    const hello = { v: 1, type: "hello", role: "spoon", name: "Claude", version: "t", ops: ["list_apps"] };
    spoon = await peer(server, hello, true);
  });
  after(async () => {
    spoon.socket.terminate();
    await server.close();
    restoreLogs();
  });

  /** A client's list_apps, relayed to the Spoon: answered on the client's connection. */
  async function probe(client: Awaited<ReturnType<typeof peer>>) {
    const id = `probe-${++probes}`;
    client.socket.send(JSON.stringify({ v: 1, type: "request", id, op: "list_apps", params: {} }));
    await until(() => client.inbox.some((m) => m.id === id));
    const answer = client.inbox.find((m) => m.id === id)!;
    assert.deepEqual(answer, { v: 1, type: "response", id, ok: true, result: { apps: [] } });
    return client.inbox.filter((m) => m.id !== id);
  }

  it("decodes any frame to a message or a bad_message error naming the problem; never throws", () => {
    fc.assert(
      fc.property(FRAMES, (frame) => {
        const decoded = decodeForAgent(typeof frame === "string" ? frame : Buffer.from(frame), MAX_BYTES);
        if (!decoded.ok) assert.equal(decoded.error.code, "bad_message");
        if (!decoded.ok) assert.ok(decoded.error.message.length > 0);
      }),
      fuzzOptions(300),
    );
  });

  it("over a real socket, from a client and the Spoon: errors or nothing back, the link still serves", async () => {
    const client = await peer(server, { v: 1, type: "hello", role: "client", name: "fuzz", version: "1" });
    await fc.assert(
      fc.asyncProperty(FRAMES, fc.boolean(), async (frame, fromSpoon) => {
        client.inbox.length = 0;
        spoon.inbox.length = 0;
        (fromSpoon ? spoon : client).socket.send(frame, { binary: typeof frame !== "string" });
        const others = await probe(client);
        const relayed = (m: Record<string, any>) => m.type === "request" && m.op === "list_apps";
        for (const reply of [...others, ...spoon.inbox.filter((m) => !relayed(m))]) {
          assert.ok(["error", "response"].includes(reply.type), `a reply, not ${JSON.stringify(reply)}`);
          const error = reply.type === "error" ? reply.error : reply.ok ? undefined : reply.error;
          if (error) assert.ok(String(error.message).length > 0, "an error says what was wrong");
        }
      }),
      fuzzOptions(60),
    );
    assert.equal(server.spoon?.isOpen, true, "the Spoon is still connected");
    const second = await peer(server, { v: 1, type: "hello", role: "client", name: "after", version: "1" });
    await probe(second);
    second.socket.terminate();
    client.socket.terminate();
  });
});
