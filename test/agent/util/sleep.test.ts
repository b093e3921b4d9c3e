import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { realSleep } from "../../../agent/src/util/index.ts";

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

/** The real sleep a run's steps wait with: the person's cancel ends it at once, and it leaves no timer behind. */
describe("a real sleep", () => {
  it("ends at once when its signal aborts, its timer cleared", async () => {
    const before = timers();
    const cancel = new AbortController();
    const sleeping = realSleep(60, cancel.signal);
    assert.equal(timers(), before + 1, "its timer set");
    cancel.abort();
    await sleeping;
    assert.equal(timers(), before, "its timer cleared");
  });

  it("does not start when its signal has already aborted", async () => {
    const before = timers();
    await realSleep(60, AbortSignal.abort());
    assert.equal(timers(), before);
  });
});
