import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Disconnected, InputError, LinkTimeout, OpRefused, SpoonFailed } from "../../../agent/src/errors/index.ts";
import { createLinkedPair, decodeFromAgent, RpcChannel, type RequestHandler } from "../../../agent/src/link/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";
import { ManualClock } from "../../sim/clock.ts";

/** Lets frames already sent over the in-memory pair arrive (delivery is asynchronous, as a socket's). */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

/** Two channels joined in memory; `near` calls, `far` answers with `ops`. */
async function linked(ops: Record<string, RequestHandler> = {}, clock = new ManualClock()) {
  const [a, b] = createLinkedPair();
  const near = new RpcChannel(a, { idPrefix: "near", clock, decode: (data) => decodeFromAgent(data) });
  const far = new RpcChannel(b, { idPrefix: "far", clock, decode: (data) => decodeFromAgent(data) });
  far.serve({ ops: new Map(Object.entries(ops)) });
  await Promise.all([near.start(), far.start()]);
  return { near, far, clock };
}

describe("RpcChannel over an in-memory transport", () => {
  it("resolves a call with the other side's answer, in both directions", async () => {
    const { near, far } = await linked({ add: ({ a, b }) => Number(a) + Number(b) });
    near.serve({ ops: new Map([["echo", (params) => params]]) });
    assert.equal(await near.call("add", { a: 2, b: 3 }), 5);
    assert.deepEqual(await far.call("echo", { text: "hi" }), { text: "hi" });
  });

  it("fails a call with no answer by its timeout, on the clock it was given", async () => {
    let ran = 0;
    const { near, clock } = await linked({ stall: () => (ran++, new Promise(() => {})) });
    let settled = false;
    const call = near.call("stall", {}, 1_000).finally(() => (settled = true));
    await delivered();
    clock.advance(999);
    await delivered();
    assert.equal(settled, false, "still waiting one millisecond before the timeout");
    clock.advance(1);
    await assert.rejects(call, (error: unknown) => {
      assert.ok(error instanceof LinkTimeout);
      assert.equal(error.message, "stall: no answer in 1000 ms");
      return true;
    });
    assert.equal(ran, 1);
    assert.equal(clock.pending, 0, "no timer left behind");
  });

  it("fails calls cut off by a close as Disconnected, without re-sending them", async () => {
    let ran = 0;
    const { near, far } = await linked({ slow: () => (ran++, new Promise(() => {})) });
    const call = near.call("slow");
    await delivered();
    far.close(1001, "going away");
    await assert.rejects(call, (error: unknown) => {
      assert.ok(error instanceof Disconnected);
      assert.equal(error.code, "disconnected");
      assert.equal(error.message, "slow: the connection closed (1001 going away); not retried, it may have run");
      return true;
    });
    assert.equal(ran, 1);
    assert.equal(near.isOpen, false);
    await assert.rejects(near.call("slow"), { code: "disconnected" });
    assert.equal(ran, 1, "a call after the close never reached the other side");
  });

  it("refuses a call whose params hold a NUL or a lone surrogate at once, sending nothing", async () => {
    let ran = 0;
    const { near, clock } = await linked({ type_text: () => (ran++, { typed: 1 }) });
    for (const [params, told] of [
      [{ text: "resume\u0000.bak" }, "params.text holds a NUL character (U+0000) at character 7"],
      [{ lines: ["ok", "caf\uD800"] }, "params.lines[1] holds a lone UTF-16 surrogate (U+D800) at character 4"],
      [{ title: "\uDC00 end" }, "params.title holds a lone UTF-16 surrogate (U+DC00) at character 1"],
    ] as const)
      await assert.rejects(near.call("type_text", params, 1_000), (error: unknown) => {
        assert.ok(error instanceof OpRefused, String(error));
        assert.ok(error.message.startsWith(`type_text was not sent: ${told}`), error.message);
        return true;
      });
    await delivered();
    assert.equal(ran, 0, "nothing reached the other side");
    assert.equal(clock.pending, 0, "no timeout was started");
    assert.deepEqual(await near.call("type_text", { text: "emoji \u{1F600} pair" }), { typed: 1 });
  });

  it("answers with each lone surrogate made U+FFFD, so the peer's JSON reader takes the answer", async () => {
    const { near } = await linked({ title: () => ({ title: "Inbox \uD83D (3)", tabs: ["\uDE00"] }) });
    assert.deepEqual(await near.call("title"), { title: "Inbox \uFFFD (3)", tabs: ["\uFFFD"] });
  });

  it("answers an unknown operation with the valid ones, object members included", async () => {
    const { near } = await linked({ ping: () => ({ pong: true }) });
    for (const op of ["launch", "constructor"])
      await assert.rejects(near.call(op), { code: "unknown_op", message: `unknown operation ${op}; valid: ping` });
  });

  it("answers a handler's expected failure as a refusal and any other as a failure it logs", async () => {
    const logs: LogRecord[] = [];
    const restore = setLogSink((record) => logs.push(record), "error");
    try {
      const { near } = await linked({
        close_tab: () => {
          throw new InputError("no tab 9; valid: 1, 2");
        },
        buggy: () => {
          throw new TypeError("x is undefined");
        },
      });
      await assert.rejects(near.call("close_tab"), (error: unknown) => {
        assert.ok(error instanceof OpRefused);
        assert.equal(error.message, "no tab 9; valid: 1, 2");
        return true;
      });
      assert.equal(logs.length, 0, "an expected failure is no error of this side");
      await assert.rejects(near.call("buggy"), (error: unknown) => {
        assert.ok(error instanceof SpoonFailed);
        assert.equal(error.code, "op_failed");
        assert.match(error.message, /^buggy failed: x is undefined$/);
        return true;
      });
      assert.deepEqual(
        logs.map((r) => [r.level, r.errorType, r.op]),
        [["error", "internal", "buggy"]],
        "the records logged: the unexpected failure only, at error level",
      );
    } finally {
      restore();
    }
  });

  it("drops what is sent after a close, on either end", async () => {
    const [a, b] = createLinkedPair();
    const received: string[] = [];
    const closes: string[] = [];
    b.onmessage = (data) => received.push(String(data));
    a.onclose = (reason) => closes.push(`a ${reason}`);
    b.onclose = (reason) => closes.push(`b ${reason}`);
    await Promise.all([a.start(), b.start()]);
    a.send("before");
    a.close(4000, "done");
    a.send("after");
    await delivered();
    assert.deepEqual(received, ["before"], "a frame on its way still arrives; one sent after the close does not");
    assert.deepEqual(closes.sort(), ["a 4000 done", "b 4000 done"], "the closes seen on each end");
  });
});
