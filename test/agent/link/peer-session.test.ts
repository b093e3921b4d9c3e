import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Disconnected } from "../../../agent/src/errors/index.ts";
import { clientHandlers, spoonHandlers } from "../../../agent/src/link/handlers.ts";
import {
  createLinkedPair,
  decodeFromAgent,
  HELLO_TIMEOUT_MS,
  MAX_MESSAGE_BYTES,
  PeerSession,
  RpcChannel,
  type FromAgent,
  type PeerHost,
  type Requester,
  type RequestHandlers,
  type SpoonConnection,
} from "../../../agent/src/link/index.ts";
import { ManualClock } from "../../sim/clock.ts";

const delivered = () => new Promise((resolve) => setImmediate(resolve));

/** The agent's side of one connection, with a host that records what the session tells it. */
function agentSession(spoonOps: RequestHandlers = new Map()) {
  const [agentEnd, peerEnd] = createLinkedPair();
  const clock = new ManualClock();
  const adopted: SpoonConnection[] = [];
  const released: string[] = [];
  const host: PeerHost = {
    session: "s1",
    agentVersion: "test",
    maxMessageBytes: MAX_MESSAGE_BYTES,
    spoonHandlers: spoonHandlers(spoonOps),
    clientHandlers: clientHandlers(new Map(), () => adopted.at(-1)),
    claimSpoon: (claim) => {
      claim.admit();
      adopted.push(claim.spoon);
    },
    releaseSpoon: (_spoon, reason) => released.push(reason),
  };
  const session = new PeerSession(agentEnd, host, { idPrefix: "s1.1", clock });
  return { session, peerEnd, clock, adopted, released };
}

/** A stand-in Spoon on the other end: says hello, answers list_apps, and can ask the agent. */
async function fakeSpoon(peerEnd: ReturnType<typeof createLinkedPair>[1]) {
  const welcomes: FromAgent[] = [];
  const spoon = new RpcChannel<FromAgent>(peerEnd, {
    idPrefix: "spoon",
    decode: (data) => decodeFromAgent(data),
    intercept: (message) => message.type === "welcome" && welcomes.push(message) > 0,
  });
  spoon.serve({ ops: new Map([["list_apps", () => ({ apps: ["Finder", "Safari"] })]]) });
  await spoon.start();
  spoon.send({ v: 1, type: "hello", role: "spoon", name: "Claude", version: "t", ops: ["list_apps"] });
  return { spoon, welcomes };
}

/** A client welcomed by a session of its own, whose host serves these ops (and the Spoon's relayed ones). */
async function clientSession(own: RequestHandlers, spoon: () => SpoonConnection | undefined, stopping = false) {
  const [agentEnd, clientEnd] = createLinkedPair();
  const host: PeerHost = {
    session: "s1",
    agentVersion: "test",
    maxMessageBytes: MAX_MESSAGE_BYTES,
    spoonHandlers: spoonHandlers(new Map()),
    clientHandlers: clientHandlers(own, spoon),
    claimSpoon: () => assert.fail("a client is not the Spoon"),
    releaseSpoon: () => {},
    stopping,
  };
  await new PeerSession(agentEnd, host, { idPrefix: "s1.2" }).start();
  const client = new RpcChannel<FromAgent>(clientEnd, {
    idPrefix: "c",
    decode: (data) => decodeFromAgent(data),
    intercept: (message) => message.type === "welcome",
  });
  await client.start();
  client.send({ v: 1, type: "hello", role: "client", name: "t", version: "1" });
  return client;
}

describe("a peer session over an in-memory transport", () => {
  it("welcomes the Spoon and carries requests both ways on one connection", async () => {
    const commandBar = new Map([["command_bar", (params: Record<string, unknown>) => ({ heard: params.text })]]);
    const { session, peerEnd, adopted } = agentSession(commandBar);
    await session.start();
    const { spoon, welcomes } = await fakeSpoon(peerEnd);
    await delivered();
    assert.deepEqual(welcomes, [{ v: 1, type: "welcome", agent: "test", session: "s1" }], "the welcomes the Spoon got");
    assert.equal(adopted.length, 1);
    assert.deepEqual(adopted[0]!.hello.ops, ["list_apps"], "the ops the adopted Spoon said it has");

    assert.deepEqual(await adopted[0]!.call("list_apps"), { apps: ["Finder", "Safari"] }, "the agent asks the Spoon");
    assert.deepEqual(await spoon.call("ping"), { pong: true }, "the Spoon asks the agent");
    assert.deepEqual(await spoon.call("command_bar", { text: "tile" }), { heard: "tile" });
    await assert.rejects(spoon.call("list_apps"), {
      code: "unknown_op",
      message: "unknown operation list_apps; valid: ping, command_bar",
    });
  });

  it("fails the agent's pending request and releases the Spoon when the Spoon goes away", async () => {
    const { session, peerEnd, adopted, released } = agentSession();
    await session.start();
    const { spoon } = await fakeSpoon(peerEnd);
    await delivered();
    spoon.serve({ ops: new Map([["list_tabs", () => new Promise(() => {})]]) });
    const call = adopted[0]!.call("list_tabs");
    await delivered();
    spoon.close(1001, "reload");
    await assert.rejects(
      call,
      (error: unknown) => error instanceof Disconnected && /it may have run/.test(error.message),
    );
    assert.deepEqual(released, ["1001 reload"], "the Spoons released, with the code and reason of their close");
    assert.equal(adopted[0]!.isOpen, false);
  });

  it("drops a peer that says nothing by the hello timeout, and refuses requests before hello", async () => {
    const { session, peerEnd, clock, adopted } = agentSession();
    await session.start();
    const errors: FromAgent[] = [];
    let closedWith = "";
    const peer = new RpcChannel<FromAgent>(peerEnd, {
      idPrefix: "p",
      decode: (data) => decodeFromAgent(data),
      intercept: (message) => message.type === "error" && errors.push(message) > 0,
      onclose: (reason) => (closedWith = reason),
    });
    await peer.start();
    peer.send({ v: 1, type: "request", id: "p-1", op: "ping", params: {} });
    await delivered();
    assert.deepEqual(
      errors.map((e) => e.type === "error" && e.error.code),
      ["not_ready"],
      "the error codes answered before hello",
    );
    clock.advance(HELLO_TIMEOUT_MS - 1);
    await delivered();
    assert.equal(closedWith, "");
    clock.advance(1);
    await delivered();
    assert.equal(closedWith, "4001 no hello received");
    assert.equal(adopted.length, 0);
  });

  it("relays a client's read to the Spoon, and refuses a change to the desktop", async () => {
    const spoonSide = agentSession();
    await spoonSide.session.start();
    await fakeSpoon(spoonSide.peerEnd);
    await delivered();
    const client = await clientSession(new Map(), () => spoonSide.adopted.at(-1));
    assert.deepEqual(await client.call("list_apps"), { apps: ["Finder", "Safari"] });
    await assert.rejects(client.call("close_tab"), {
      code: "unknown_op",
      message: /^close_tab is not available to clients; valid: snapshot, list_apps, list_tabs, choose/,
    });
  });

  it("tells what it runs for a client that the client went away, and not when the agent itself stops", async () => {
    const heard: Requester[] = [];
    const waits = new Map([
      ["wait", (_params: Record<string, unknown>, from: Requester) => ({ heard: heard.push(from) })],
    ]);
    const connect = async (stopping: boolean) => {
      const client = await clientSession(waits, () => undefined, stopping);
      await client.call("wait");
      return client;
    };
    (await connect(false)).close(1006, "killed");
    (await connect(true)).close(1001, "the agent stops");
    await delivered();
    assert.deepEqual(
      heard.map((from) => [from.gone.aborted, from.gone.reason]),
      [
        [true, "1006 killed"],
        [false, undefined],
      ],
      "whether each client's work was told its client went away, and why",
    );
  });
});
