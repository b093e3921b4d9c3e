import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { progressLine, type ProgressClock } from "../../../agent/src/cli/progress.ts";
import { runOnDesktop } from "../../../agent/src/cli/run.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import type { SpoonClient } from "../../../agent/src/spoon/index.ts";
import { MessagesServer, submittedPlan } from "../../fakes/messages-server.ts";
import { readOnlyRunner } from "../../fakes/read-only-runner.ts";
import { captured } from "../../support/capture.ts";
import { readFileSync } from "node:fs";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";

const ERASE = "\r\u001b[K";

/** A terminal (or not) that keeps what was written to it. */
const screen = (isTTY: boolean) => {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
};

/** A clock a test moves by hand; its timer ticks when told. */
function handClock() {
  const clock = { at: 0, ticks: [] as (() => void)[], stopped: 0 };
  const fake: ProgressClock = {
    now: () => clock.at,
    every: (_ms, tick) => (clock.ticks.push(tick), () => void clock.stopped++),
  };
  return { clock, fake };
}

describe("a progress line while Claude plans, on a terminal only", () => {
  it("shows the seconds waited, redrawn on each tick, and erases itself when the wait ends", () => {
    const stream = screen(true);
    const { clock, fake } = handClock();
    const stop = progressLine(stream, fake).start("planning with Claude");
    clock.at = 2400;
    for (const tick of clock.ticks) tick();
    stop();
    stop();
    assert.deepEqual(
      stream.written,
      [`${ERASE}planning with Claude… 0s`, `${ERASE}planning with Claude… 2s`, ERASE],
      "what the terminal was sent: drawn, redrawn, erased once",
    );
    assert.equal(clock.stopped, 1, "the timer stopped");
  });

  it("writes nothing when stderr is no terminal", () => {
    const stream = screen(false);
    progressLine(stream, handClock().fake).start("planning with Claude")();
    assert.deepEqual(stream.written, [], "what a pipe was sent");
  });

  describe("run: while Claude plans", () => {
    let model: MessagesServer;
    before(async () => (model = await MessagesServer.start()));
    after(() => model.close());

    const desktop = Snapshot.parse(JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")));
    const session = {
      spoon: { call: async () => assert.fail("nothing asks the Mac") } as unknown as SpoonClient,
      runner: readOnlyRunner(desktop),
      close: async () => {},
    };
    const planned = async (json: boolean) => {
      model.reply(submittedPlan([], "which document do you mean?"));
      const stream = screen(true);
      const env = { ANTHROPIC_API_KEY: model.apiKey, ANTHROPIC_BASE_URL: model.url, HS_CLAUDE_MODEL: "claude-test" };
      const command = "summarize the quarterly figures";
      const { value } = await captured(() =>
        runOnDesktop(session, { offline: false, yes: false, json, command, env, progress: stream }),
      );
      return { code: value.code, written: stream.written };
    };

    it("the line shows while the call lasts and is gone when the plan is there", async () => {
      const { code, written } = await planned(false);
      assert.equal(code, 3, "Claude asked which document");
      assert.equal(written[0], `${ERASE}planning with Claude… 0s`);
      assert.equal(written.at(-1), ERASE, "erased");
    });

    it("nothing with --json, whose reader wants only the JSON", async () => {
      const { written } = await planned(true);
      assert.deepEqual(written, [], "what --json wrote to the terminal");
    });
  });
});
