import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { ProgressNotification } from "@modelcontextprotocol/sdk/types.js";
import { keepClientWaiting, PROGRESS_EVERY_MS, type CallExtra } from "../../../agent/src/mcp/progress.ts";
import { ManualClock } from "../../sim/clock.ts";

/** A call's extra as the SDK hands it over, with the client's token (or none), keeping what was sent. */
function callExtra(progressToken?: string | number) {
  const sent: ProgressNotification["params"][] = [];
  const cancel = new AbortController();
  const extra: CallExtra = {
    signal: cancel.signal,
    ...(progressToken === undefined ? {} : { _meta: { progressToken } }),
    sendNotification: async (notification) => void sent.push(notification.params),
  };
  return { extra, sent, cancel };
}

const status = (seconds: number) => `place_app: still running after ${seconds} s`;

describe("progress while a call is under way", () => {
  it("goes to a client that gave a token every 15 s, counting up, until the call stops it", () => {
    const clock = new ManualClock();
    const { extra, sent } = callExtra("call-7");
    const stop = keepClientWaiting(extra, clock, status);
    clock.advance(PROGRESS_EVERY_MS - 1);
    assert.equal(sent.length, 0, "nothing before 15 s");
    clock.advance(2 * PROGRESS_EVERY_MS + 1);
    assert.deepEqual(
      sent,
      [15, 30, 45].map((seconds, beat) => ({ progressToken: "call-7", progress: beat + 1, message: status(seconds) })),
      "what the client heard in 45 s",
    );
    stop();
    clock.advance(10 * PROGRESS_EVERY_MS);
    assert.equal(sent.length, 3, "nothing once stopped");
    assert.equal(clock.pending, 0, "no timer left");
  });

  it("stops when the client cancels: its token is spent", () => {
    const clock = new ManualClock();
    const { extra, sent, cancel } = callExtra(0);
    keepClientWaiting(extra, clock, status);
    clock.advance(PROGRESS_EVERY_MS);
    cancel.abort();
    clock.advance(10 * PROGRESS_EVERY_MS);
    assert.deepEqual(
      sent.map((params) => params.progress),
      [1],
      "the beats sent",
    );
    assert.equal(clock.pending, 0, "no timer left");
  });

  it("sends nothing and keeps no timer for a client that asked for no progress", () => {
    const clock = new ManualClock();
    const { extra, sent } = callExtra();
    keepClientWaiting(extra, clock, status);
    assert.equal(clock.pending, 0, "no timer");
    clock.advance(10 * PROGRESS_EVERY_MS);
    assert.equal(sent.length, 0);
  });
});
