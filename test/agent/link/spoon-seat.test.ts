import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  AgentServer,
  createLinkedPair,
  decodeFromAgent,
  PeerSession,
  RpcChannel,
  SPOON_PING_MS,
  type FromAgent,
  type RequestHandlers,
} from "../../../agent/src/link/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { ManualClock } from "../../sim/clock.ts";

const delivered = () => new Promise((resolve) => setImmediate(resolve));
/** What a Spoon blocked on hung apps takes to answer: two accessibility calls at macOS's ~6 s messaging timeout. */
const BUSY_MS = 12_000;

/**
 * The agent's server with peers on in-memory connections and a clock the test moves: the Spoon's role
 * is claimed once, and taken over only from a Spoon that is gone or silent.
 */
describe("the Spoon's role, claimed once", () => {
  const clock = new ManualClock();
  const logs: LogRecord[] = [];
  let server: AgentServer;
  let restoreLogs: () => void;
  let connections = 0;

  before(async () => {
    restoreLogs = setLogSink((record) => logs.push(record), "warn");
    server = await AgentServer.listen({ port: 0, token: "t".repeat(43), clock });
  });
  after(async () => {
    await server.close();
    restoreLogs();
  });

  /** A stand-in Spoon on a new connection: answers list_apps with its name (and ping only when told how). */
  async function spoon(name: string, ops: RequestHandlers = new Map()) {
    const [agentEnd, peerEnd] = createLinkedPair();
    const n = ++connections;
    void new PeerSession(agentEnd, server, { idPrefix: `t.${n}`, clock }).start();
    const heard: FromAgent[] = [];
    const state = { closed: undefined as string | undefined };
    const channel = new RpcChannel<FromAgent>(peerEnd, {
      idPrefix: `spoon${n}`,
      decode: (data) => decodeFromAgent(data),
      intercept: (message) => (message.type === "welcome" || message.type === "error") && heard.push(message) > 0,
      onclose: (reason) => (state.closed = reason),
    });
    channel.serve({ ops: new Map([["list_apps", () => ({ apps: [name] })], ...ops]) });
    await channel.start();
    channel.send({ v: 1, type: "hello", role: "spoon", name, version: "t", ops: ["list_apps"] });
    await delivered();
    const welcomed = () => heard.some((m) => m.type === "welcome");
    return { channel, heard, state, welcomed };
  }

  /** A new Spoon holding the role (the one before gone, as after a reload), answering with `ops`. */
  async function holding(name: string, ops: RequestHandlers) {
    server.spoon?.close(1001, "reload");
    await delivered();
    const held = await spoon(name, ops);
    assert.ok(held.welcomed());
    return held;
  }

  /** Which Spoon a client's relayed request reaches now. */
  const reached = async () => {
    const relay = server.clientHandlers.ops.get("list_apps")!;
    const answer = (await relay({}, { gone: new AbortController().signal })) as { apps: string[] };
    return answer.apps[0];
  };

  it("refuses a second hello while the first Spoon answers its ping; the first keeps its role", async () => {
    const first = await spoon("first");
    assert.ok(first.welcomed());
    const second = await spoon("second");
    await delivered();
    assert.equal(second.welcomed(), false, "never welcomed");
    const refusal = second.heard.find((m) => m.type === "error");
    assert.ok(refusal?.type === "error");
    assert.equal(refusal.error.code, "op_refused");
    assert.match(refusal.error.message, /^another Spoon is connected to this agent and answers/);
    assert.match(second.state.closed ?? "", /^4002 /, "its connection is closed");
    assert.equal(first.state.closed, undefined);
    assert.equal(server.spoon?.hello.name, "first");
    assert.equal(await reached(), "first", "requests still reach the first Spoon");
    assert.ok(logs.some((r) => r.level === "warn" && /refused a second Spoon/.test(r.msg)));
  });

  it("adopts a new Spoon at once after the first closed (a reloaded Hammerspoon)", async () => {
    server.spoon!.close(1001, "reload");
    await delivered();
    const third = await spoon("third");
    assert.ok(third.welcomed(), "welcomed without waiting on the clock");
    assert.equal(server.spoon?.hello.name, "third");
    assert.equal(await reached(), "third");
  });

  it("replaces a Spoon that stops answering, once its ping has gone unanswered", async () => {
    // The Spoon holding the role now is silent: its pings never get an answer (a half-open socket).
    const silent = await spoon("silent", new Map([["ping", () => new Promise(() => {})]]));
    assert.equal(silent.welcomed(), false, "the third Spoon still answers: the silent one is refused");
    server.spoon!.close(1001, "reload");
    await delivered();
    const half = await spoon("half-open", new Map([["ping", () => new Promise(() => {})]]));
    assert.ok(half.welcomed());
    const fresh = await spoon("fresh");
    clock.advance(SPOON_PING_MS - 1);
    await delivered();
    assert.equal(fresh.welcomed(), false, "not before the ping's time is up");
    clock.advance(1);
    await delivered();
    await delivered();
    assert.ok(fresh.welcomed(), "once it is up, at once: a half-open socket never says anything");
    assert.match(half.state.closed ?? "", /^4000 replaced/);
    assert.equal(server.spoon?.hello.name, "fresh");
    assert.equal(await reached(), "fresh");
  });

  it("keeps the role for a Spoon busy on hung apps, which answers its ping late", async () => {
    const late = () => new Promise((resolve) => clock.setTimeout(() => resolve({}), BUSY_MS));
    const busy = await holding("busy", new Map([["ping", late]]));
    const claimant = await spoon("claimant");
    clock.advance(BUSY_MS);
    await delivered();
    await delivered();
    assert.equal(claimant.welcomed(), false);
    assert.match(claimant.state.closed ?? "", /^4002 /);
    assert.equal(busy.state.closed, undefined);
    assert.equal(server.spoon?.hello.name, "busy");
  });

  it("keeps the role for a Spoon that works through earlier requests past a ping's time, then answers", async () => {
    const pings: (() => void)[] = [];
    let finish = () => {};
    await holding(
      "worker",
      new Map([
        ["ping", () => new Promise((resolve) => pings.push(() => resolve({})))],
        ["list_apps", () => new Promise((resolve) => (finish = () => resolve({ apps: ["worker"] })))],
      ]),
    );
    const working = reached();
    await delivered();
    const claimant = await spoon("claimant 2");
    clock.advance(9_000);
    finish();
    assert.equal(await working, "worker", "it answered what it was working on, not yet the ping");
    clock.advance(SPOON_PING_MS - 9_000);
    await delivered();
    assert.equal(claimant.welcomed(), false, "heard from while pinged: pinged again, not replaced");
    assert.equal(pings.length, 2);
    pings[1]!();
    await delivered();
    await delivered();
    assert.match(claimant.state.closed ?? "", /^4002 /);
    assert.equal(server.spoon?.hello.name, "worker");
  });
});
